import type { Context } from "hono";
import type { z } from "zod";
import { badRequest, HttpError, notFound } from "./errors.ts";

export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  // zod's own messages do not name the field; ours are full sentences from the SPEC.
  const isZodDefault = /^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(issue.message);
  return field && isZodDefault ? `${field}: ${issue.message}` : issue.message;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

const isJsonType = (type: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type ?? "");

/** A NUL character anywhere in the body's strings (or keys): PostgreSQL text cannot store one. */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([key, v]) => key.includes("\u0000") || holdsNul(v));
  return false;
}

/**
 * Reads a JSON body: a body sent as anything but JSON is 415, malformed JSON, NUL characters and
 * contract violations are 400 { message }.
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.trim() === "") return parseWith(schema, {});
  if (!isJsonType(c.req.header("content-type"))) throw new HttpError(415, "Send the body as JSON (Content-Type: application/json)");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body");
  }
  if (holdsNul(value)) throw badRequest("Text must not contain NUL characters");
  return parseWith(schema, value);
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
