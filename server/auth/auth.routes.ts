import { createMiddleware } from "hono/factory";
import * as routes from "../../shared/api/auth.api.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientAddress, isLoopbackAddress } from "../http/client-address.ts";
import { forbidden } from "../http/errors.ts";
import { featureRoutes } from "../http/openapi.ts";
import { consumeRateLimit } from "../http/rate-limit.ts";
import { userOf } from "./auth.middleware.ts";
import { clearSessionCookie } from "./cookies.ts";
import { signInWithIdentity } from "./identity.service.ts";
import { oauthRoutes } from "./oauth.routes.ts";
import { configuredProviders, devLoginEnabled, localSignInIsLoopbackOnly } from "./providers.config.ts";
import { invalidateSession } from "./session.service.ts";
import { pointsTotalOf } from "./session-user.ts";
import { startSession } from "./sign-in.ts";
import { toCurrentUser } from "./user.mapper.ts";

/** Runs before the body is validated, so a disabled local sign-in answers 403 whatever was sent. */
const localSignInAllowed = createMiddleware<AppEnv>(async (c, next) => {
  if (!devLoginEnabled()) throw forbidden("Local sign-in is disabled");
  const address = clientAddress(c);
  if (localSignInIsLoopbackOnly() && address !== null && !isLoopbackAddress(address)) {
    throw forbidden("Local sign-in only answers this machine. Set AUTH_DEV_LOGIN=true to allow it from elsewhere.");
  }
  await next();
});

export const authRoutes = featureRoutes()
  .openapi(routes.loginRoute, (c) => {
    const providers = configuredProviders();
    if (providers.length === 1 && !devLoginEnabled()) return c.redirect(`/api/auth/${providers[0]!.id}/start`, 302);
    return c.redirect("/auth", 302);
  })
  .openapi(routes.logoutRoute, async (c) => {
    const token = c.get("sessionToken");
    if (token) await invalidateSession(token);
    clearSessionCookie(c);
    return c.redirect("/", 302);
  })
  .openapi(routes.providersRoute, (c) => c.json({ providers: configuredProviders(), devLogin: devLoginEnabled() }, 200))
  .openapi(routes.currentUserRoute, async (c) => {
    const user = userOf(c);
    return c.json(toCurrentUser(user, await pointsTotalOf(user.id)), 200);
  })
  .openapi({ ...routes.devLoginRoute, middleware: [localSignInAllowed] }, async (c) => {
    const body = c.req.valid("json");
    await consumeRateLimit(c, "signInPerEmail", body.email.toLowerCase());
    const user = await signInWithIdentity({
      provider: "local",
      providerUserId: body.email,
      email: body.email,
      emailVerified: true,
      firstName: body.firstName || null,
      lastName: body.lastName || null,
    });
    await startSession(c, user.id);
    return c.json(toCurrentUser(user, await pointsTotalOf(user.id)), 200);
  })
  .openapi(routes.adminStatusRoute, (c) => c.json({ isAdmin: c.get("user")?.role === "ADMIN" }, 200))
  .route("/", oauthRoutes);
