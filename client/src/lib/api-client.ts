import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiRoutes } from "../../../server/routes.ts";
import { throwIfNotOk } from "./api";

/**
 * The typed client (decision 020): paths, inputs and answers come from the routes' zod contracts in
 * shared/api, so a call cannot name a route or a field the server does not have.
 */
export const api = hc<ApiRoutes>("/api", { init: { credentials: "include" } });

type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** The successful answer of a typed call; anything else raises ApiError ("<status>: <body>", RULES §8). */
export async function ok<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Answer<R>> {
  const response = (await call) as unknown as Response;
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as Answer<R>;
}

/** As ok, but a 401 answers null: the signed-out state of a read that is allowed to be signed out. */
export async function okOrSignedOut<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Answer<R> | null> {
  const response = (await call) as unknown as Response;
  if (response.status === 401) return null;
  return ok(Promise.resolve(response as unknown as R));
}

/** A path segment from outside (a URL's code or slug): the typed client does not encode parameters itself. */
export const segment = (value: string) => encodeURIComponent(value);
