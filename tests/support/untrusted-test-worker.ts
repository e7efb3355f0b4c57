// A worker for app/.server/untrusted/pool.test.ts: tasks that misbehave as a hostile file
// could make a parser misbehave (spin, hoard memory), to prove the pool's own limits.
export type TestTask =
  | { kind: "echo"; bytes: Uint8Array }
  | { kind: "spin" }
  | { kind: "hoard" }
  | { kind: "wait"; signal: Int32Array };

export default function run(task: TestTask): unknown {
  switch (task.kind) {
    case "echo":
      return task.bytes.byteLength;
    case "spin":
      for (;;) {
        // a parser caught in a loop
      }
    case "hoard": {
      const kept: string[][] = [];
      for (;;) kept.push(Array.from({ length: 10_000 }, (_, i) => `cell ${i} ${kept.length}`));
    }
    case "wait":
      // blocks this thread until the test says so: proves that tasks wait in line
      Atomics.wait(task.signal, 0, 0);
      return "released";
  }
}
