const OMITTED = new Set(["level", "time", "pid", "hostname", "msg", "err"]);

/**
 * A readable line for a terminal from one of pino's JSON lines: time, level, message, the other
 * fields as key=value, then an error's stack. Warnings and errors go to stderr, as console's did.
 */
export function readableLine(json: string): { text: string; toStderr: boolean } {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return { text: json, toStderr: false };
  }
  const level = String(entry.level ?? "info");
  const time = typeof entry.time === "string" ? entry.time.slice(11, 23) : "";
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const parts = [time, level.toUpperCase().padEnd(5), String(entry.msg ?? ""), ...fields].filter(Boolean);
  const stack = err ? `\n${err.stack ?? err.message ?? ""}` : "";
  return { text: `${parts.join(" ")}${stack}\n`, toStderr: level === "warn" || level === "error" || level === "fatal" };
}
