import { z } from "zod";
import {
  adminStatusSchema,
  authProvidersResponseSchema,
  currentUserSchema,
  devLoginBodySchema,
} from "../contracts/auth.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

const tags = ["Auth"];
const signInLimit = { name: "signInPerAddress", per: "address" } as const;

export const loginRoute = apiRoute({
  method: "get",
  path: "/login",
  tags,
  summary: "Start signing in: straight to the only provider, else to the sign-in page",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 302: { description: "To /api/auth/{provider}/start or to /auth" } },
});

export const logoutRoute = apiRoute({
  method: "get",
  path: "/logout",
  tags,
  summary: "End the caller's session and clear its cookie",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 302: { description: "Home (/)" } },
});

export const providersRoute = apiRoute({
  method: "get",
  path: "/auth/providers",
  tags,
  summary: "The configured sign-in providers and whether local sign-in is offered",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 200: json(authProvidersResponseSchema, "The providers") },
});

export const currentUserRoute = apiRoute({
  method: "get",
  path: "/auth/user",
  tags,
  summary: "The signed-in user (a 401 means signed out)",
  access: "user",
  limit: { name: "read", per: "user" },
  responses: { 200: json(currentUserSchema, "The current user") },
});

export const devLoginRoute = apiRoute({
  method: "post",
  path: "/auth/dev-login",
  tags,
  summary: "Local sign-in by email, for development and tests",
  description:
    "Also limited per email (signInPerEmail). A 403 when local sign-in is disabled, or when it only answers this machine and the caller is elsewhere.",
  access: "public",
  limit: signInLimit,
  request: { body: jsonBody(devLoginBodySchema) },
  responses: { 200: json(currentUserSchema, "Signed in: the session cookie is set"), ...errors(403) },
});

export const adminStatusRoute = apiRoute({
  method: "get",
  path: "/admin/auth/status",
  tags,
  summary: "Whether the caller is an admin (false when signed out)",
  access: "public",
  limit: { name: "read", per: "user" },
  responses: { 200: json(adminStatusSchema, "The caller's admin status") },
});

export const oauthStartRoute = apiRoute({
  method: "get",
  path: "/auth/{provider}/start",
  tags,
  summary: "Start signing in with a provider",
  access: "public",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("provider") },
  responses: {
    302: { description: "To the provider's authorization page; the attempt's state cookie is set" },
    ...errors(404, 502),
  },
});

export const oauthCallbackQuerySchema = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  iss: z.string().optional(),
});

export const oauthCallbackRoute = apiRoute({
  method: "get",
  path: "/auth/{provider}/callback",
  tags,
  summary: "Where a provider returns the caller: finishes signing in",
  access: "public",
  limit: signInLimit,
  request: { params: pathParams("provider"), query: oauthCallbackQuerySchema },
  responses: { 302: { description: "Signed in: home (/), with the session cookie set" }, ...errors(404, 502) },
});
