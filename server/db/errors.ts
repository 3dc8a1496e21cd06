/** True when a driver error (or one it wraps) is a unique-constraint violation, on postgres.js and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
