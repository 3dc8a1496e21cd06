import { env } from "./env.ts";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
const enabled = (level: keyof typeof levels) => levels[level] >= levels[env().LOG_LEVEL];

export const logger = {
  debug: (...args: unknown[]) => enabled("debug") && console.debug(...args),
  info: (...args: unknown[]) => enabled("info") && console.info(...args),
  warn: (...args: unknown[]) => enabled("warn") && console.warn(...args),
  error: (...args: unknown[]) => enabled("error") && console.error(...args),
};
