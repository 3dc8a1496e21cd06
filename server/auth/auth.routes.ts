import { Hono } from "hono";
import { devLoginBodySchema } from "../../shared/contracts/auth.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientAddress, isLoopbackAddress } from "../http/client-address.ts";
import { forbidden, unauthorized } from "../http/errors.ts";
import { consumeRateLimit, limitPerAddress } from "../http/rate-limit.ts";
import { jsonBody } from "../http/validate.ts";
import { clearSessionCookie } from "./cookies.ts";
import { signInWithIdentity } from "./identity.service.ts";
import { oauthRoutes } from "./oauth.routes.ts";
import { configuredProviders, devLoginEnabled, localSignInIsLoopbackOnly } from "./providers.config.ts";
import { invalidateSession } from "./session.service.ts";
import { pointsTotalOf } from "./session-user.ts";
import { startSession } from "./sign-in.ts";
import { toCurrentUser } from "./user.mapper.ts";

export const authRoutes = new Hono<AppEnv>()
  .get("/login", (c) => {
    const providers = configuredProviders();
    if (providers.length === 1 && !devLoginEnabled()) return c.redirect(`/api/auth/${providers[0]!.id}/start`);
    return c.redirect("/auth");
  })
  .get("/logout", async (c) => {
    const token = c.get("sessionToken");
    if (token) await invalidateSession(token);
    clearSessionCookie(c);
    return c.redirect("/");
  })
  .get("/auth/providers", (c) => c.json({ providers: configuredProviders(), devLogin: devLoginEnabled() }))
  .get("/auth/user", async (c) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    return c.json(toCurrentUser(user, await pointsTotalOf(user.id)));
  })
  .post("/auth/dev-login", limitPerAddress("signInPerAddress"), async (c) => {
    if (!devLoginEnabled()) throw forbidden("Local sign-in is disabled");
    const address = clientAddress(c);
    if (localSignInIsLoopbackOnly() && address !== null && !isLoopbackAddress(address)) {
      throw forbidden("Local sign-in only answers this machine. Set AUTH_DEV_LOGIN=true to allow it from elsewhere.");
    }
    const body = await jsonBody(c, devLoginBodySchema);
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
    return c.json(toCurrentUser(user, await pointsTotalOf(user.id)));
  })
  .get("/admin/auth/status", (c) => c.json({ isAdmin: c.get("user")?.role === "ADMIN" }))
  .route("/", oauthRoutes);
