import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { badRequest, HttpError, notFound } from "./errors.ts";

export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  // zod's own messages do not name the field; ours are full sentences from the rules (docs/RULES.md).
  const isZodDefault = /^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(issue.message);
  return field && isZodDefault ? `${field}: ${issue.message}` : issue.message;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

const isJsonType = (type: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type ?? "");

/** Deeper JSON is never a request of ours, and walking it (here or in a contract) could exhaust the stack. */
export const MAX_JSON_DEPTH = 32;

/**
 * What makes a parsed body unacceptable before its contract sees it: a NUL character in any string
 * or key (PostgreSQL text cannot store one), or nesting beyond MAX_JSON_DEPTH. Walked with a stack
 * of its own, so no body can overflow the call stack.
 */
function bodyFault(value: unknown): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next === "string") {
      if (next.includes("\u0000")) return "Text must not contain NUL characters";
    } else if (next && typeof next === "object") {
      if (depth >= MAX_JSON_DEPTH) return `The body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
      for (const [key, child] of Object.entries(next)) {
        if (key.includes("\u0000")) return "Text must not contain NUL characters";
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Reads a JSON body once: a body sent as anything but JSON is 415; malformed JSON, NUL characters
 * and deep nesting are 400 { message }; an empty body reads as {}. The value is kept as the
 * request's parsed JSON, so a route's contract validates it without parsing again.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== "") {
    if (!isJsonType(c.req.header("content-type")))
      throw new HttpError(415, "Send the body as JSON (Content-Type: application/json)");
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest("Malformed JSON body");
    }
    const fault = bodyFault(value);
    if (fault) throw badRequest(fault);
  }
  c.req.bodyCache.json = Promise.resolve(value);
  return value;
}

/** Checks every write's body before its route's contract reads it (see readJsonBody). */
export const jsonBodyGuard = createMiddleware(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") await readJsonBody(c);
  await next();
});

/** A body read by hand against a contract, for the few routes that read it conditionally. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonBody(c));
}

export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can name a row at all (anything else is a 404 like a missing row). */
export const isUuid = (value: string) => UUID.test(value);

/** A path id: anything that is not a UUID cannot name a row, so it is a 404 like a missing one. */
export function idParam(c: Context, name: string, what = "Not found"): string {
  const value = c.req.param(name) ?? "";
  if (!isUuid(value)) throw notFound(what);
  return value;
}
