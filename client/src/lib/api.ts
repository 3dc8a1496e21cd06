/** RULES §8: a non-OK answer raises "<status>: <body text or status text>". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }
}

export async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = await response.text().catch(() => "");
  throw new ApiError(response.status, text, response.statusText);
}

const STATUS_PREFIX = /^\d{3}: ([\s\S]*)$/;

/**
 * The human part of an error: the server's `{ message }` when the body is that JSON, else the body
 * text. Errors that never reached the server (network down) give `fallback` when one is provided.
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  const raw = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const match = STATUS_PREFIX.exec(raw);
  if (!match) return fallback ?? (raw || "Something went wrong");
  const body = (match[1] ?? "").trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return body || fallback || "Something went wrong";
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: /.test(error.message);
}
