import type { QueryFunction, QueryKey } from "@tanstack/react-query";

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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const isJson = response.headers.get("content-type")?.includes("application/json");
  return isJson ? JSON.parse(text) : text;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One call with cookies and a JSON body; resolves with the parsed JSON answer (null when empty). */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return (await readBody(response)) as T;
}

/**
 * RULES §7 "Data reads are a GET on the path built from the query key": string and number parts are
 * joined with "/", and a plain object part becomes the query string
 * (["/api/leagues", 7] → /api/leagues/7; ["/api/leaderboard", { scope: "all" }] → /api/leaderboard?scope=all).
 */
export function pathFromQueryKey(queryKey: QueryKey): string {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === "string" || typeof part === "number") {
      segments.push(segments.length === 0 ? String(part) : encodeURIComponent(String(part)));
    } else if (part && typeof part === "object") {
      for (const [key, value] of Object.entries(part)) {
        if (value !== undefined && value !== null) search.set(key, String(value));
      }
    }
  }
  const query = search.toString();
  return segments.join("/") + (query ? `?${query}` : "");
}

type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options?: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior } = { on401: "throw" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(pathFromQueryKey(queryKey), { credentials: "include", signal });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await readBody(response)) as T;
  };
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
