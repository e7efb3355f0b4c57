/**
 * How long each start-up step took, in milliseconds, for the `startup` line logged at debug
 * level next to `ready` (docs/decisions/018). Steps that run side by side overlap.
 */
export type StartupPhases = {
  readonly durations: Record<string, number>;
  time<T>(name: string, step: () => Promise<T>): Promise<T>;
  /** Records a step that ended now and began at `startedAt` (performance.now()). */
  since(name: string, startedAt: number): void;
};

export function createStartupPhases(): StartupPhases {
  const durations: Record<string, number> = {};
  const since = (name: string, startedAt: number) => {
    durations[name] = Math.round(performance.now() - startedAt);
  };
  return {
    durations,
    since,
    async time(name, step) {
      const startedAt = performance.now();
      try {
        return await step();
      } finally {
        since(name, startedAt);
      }
    },
  };
}
