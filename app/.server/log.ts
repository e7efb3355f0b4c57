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

/** Structured logs: one JSON object a line on stdout (errors on stderr). */
export function createLogger(level: Level | "silent", base: Record<string, unknown> = {}): Logger {
  const write =
    (at: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      const entry = { time: new Date().toISOString(), level: at, msg: message, ...base, ...fields };
      const line = `${JSON.stringify(entry, errorReplacer)}\n`;
      (at === "error" ? process.stderr : process.stdout).write(line);
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
