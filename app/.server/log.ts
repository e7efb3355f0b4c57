type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export type Logger = {
  [L in Level]: (message: string, fields?: Record<string, unknown>) => void;
} & { child: (fields: Record<string, unknown>) => Logger };

/**
 * Where the lines go. A stream whose reader went away (EPIPE: the log collector died) fails
 * asynchronously; unheard, that failure is an uncaught exception, whose logging fails again,
 * and the process spins. It is heard here, and that stream is written to no more.
 */
const broken = new WeakSet<NodeJS.WriteStream>();
const watched = new WeakSet<NodeJS.WriteStream>();
function output(stream: NodeJS.WriteStream): NodeJS.WriteStream | null {
  if (!watched.has(stream)) {
    watched.add(stream);
    stream.on("error", () => broken.add(stream));
  }
  return broken.has(stream) ? null : stream;
}

/** Structured logs: one JSON object a line on stdout (errors on stderr). */
export function createLogger(level: Level | "silent", base: Record<string, unknown> = {}): Logger {
  const write =
    (at: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      const entry = { time: new Date().toISOString(), level: at, msg: message, ...base, ...fields };
      const line = `${JSON.stringify(entry, errorReplacer)}\n`;
      output(at === "error" ? process.stderr : process.stdout)?.write(line);
    };
  return {
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
