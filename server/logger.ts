import { AsyncLocalStorage } from "node:async_hooks";
import { inspect } from "node:util";
import { type DestinationStream, type Logger, pino } from "pino";
import { env } from "./env.ts";
import { readableLine } from "./log-format.ts";

type Level = "debug" | "info" | "warn" | "error";

/** `logger.error("text", error)`: strings and values joined into the message, an Error kept whole as `err`. */
export interface Log {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  /** A logger whose every line carries `bindings` (e.g. the request id). */
  child(bindings: Record<string, unknown>): Log;
}

let root: Logger | null = null;
let destinationForTests: DestinationStream | null = null;

/** JSON lines in production (and to a test's stream); readable lines, warnings and errors on stderr, otherwise. */
function createRoot(): Logger {
  const json = destinationForTests !== null || env().NODE_ENV === "production";
  const destination: DestinationStream =
    destinationForTests ??
    (json
      ? pino.destination({ dest: 1, sync: true })
      : {
          write: (line: string) => {
            const { text, toStderr } = readableLine(line);
            (toStderr ? process.stderr : process.stdout).write(text);
          },
        });
  return pino(
    {
      level: env().LOG_LEVEL,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The root logger at the LOG_LEVEL in force now (tests change it between cases). */
function rootLogger(): Logger {
  root ??= createRoot();
  const level = env().LOG_LEVEL;
  if (root.level !== level) root.level = level;
  return root;
}

function write(target: Logger, level: Level, args: unknown[]) {
  if (!target.isLevelEnabled(level)) return;
  const err = args.find((arg) => arg instanceof Error);
  const text = args
    .filter((arg) => arg !== err)
    .map((arg) => (typeof arg === "string" ? arg : inspect(arg, { depth: 4, breakLength: Number.POSITIVE_INFINITY })))
    .join(" ");
  if (err) target[level]({ err }, text);
  else target[level](text);
}

/**
 * `parent` answers whether a level is on before `target` is asked for: a child (a request's) is made
 * by pino only when it first writes a line, not for every request whose lines are all below the level.
 */
function wrap(target: () => Logger, parent: () => Logger = target): Log {
  const to = (level: Level, args: unknown[]) => {
    if (parent().isLevelEnabled(level)) write(target(), level, args);
  };
  return {
    debug: (...args) => to("debug", args),
    info: (...args) => to("info", args),
    warn: (...args) => to("warn", args),
    error: (...args) => to("error", args),
    child: (bindings) => {
      let child: Logger | null = null;
      return wrap(() => (child ??= target().child(bindings)), target);
    },
  };
}

/** Whether lines at `level` are written now: a line that costs something to put together asks first. */
export const logsAt = (level: Level) => rootLogger().isLevelEnabled(level);

const rootLog = wrap(rootLogger);
const requestLogs = new AsyncLocalStorage<Log>();

/** Runs `fn` with `log` as the logger: every `logger` line written meanwhile (a request's) carries its bindings. */
export function withLog<T>(log: Log, fn: () => T): T {
  return requestLogs.run(log, fn);
}

const current = () => requestLogs.getStore() ?? rootLog;

/** The one logger: inside a request it writes through that request's child (its request id). */
export const logger: Log = {
  debug: (...args) => current().debug(...args),
  info: (...args) => current().info(...args),
  warn: (...args) => current().warn(...args),
  error: (...args) => current().error(...args),
  child: (bindings) => current().child(bindings),
};

/** Sends JSON lines to `stream` (null: back to stdout), for tests that read what was logged. */
export function setLogDestinationForTests(stream: DestinationStream | null) {
  destinationForTests = stream;
  root = null;
}
