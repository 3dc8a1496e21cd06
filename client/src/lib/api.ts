/** RULES §8: a non-OK answer raises "<status>: <body text or status text>", its parts kept apart. */
export class ApiError extends Error {
  /** The server's own words: the `message` of a `{ "message": … }` body, else the body text; "" when it sent none. */
  readonly serverMessage: string;

  constructor(
    readonly status: number,
    readonly body: string,
    readonly statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.serverMessage = messageOf(body);
  }
}

function messageOf(body: string): string {
  const text = body.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    // Not JSON (a proxy's error page, plain text): the body text itself is the message.
  }
  return text;
}

export async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = await response.text().catch(() => "");
  throw new ApiError(response.status, text, response.statusText);
}

/** The HTTP status the server refused with; null for anything that never got an answer (network down, a bug). */
export const apiErrorStatus = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/**
 * The human part of an error: the server's `{ message }` (or body text) for an ApiError. Errors that
 * never reached the server (network down) give `fallback` when one is provided, else their own message.
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.serverMessage || error.statusText || fallback || "Something went wrong";
  const raw = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return fallback ?? (raw || "Something went wrong");
}

export const isUnauthorizedError = (error: unknown): boolean => apiErrorStatus(error) === 401;
