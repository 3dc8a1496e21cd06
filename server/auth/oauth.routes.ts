import {
  ArcticFetchError,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from "arctic";
import type { Context } from "hono";
import * as routes from "../../shared/api/auth.api.ts";
import type { User } from "../db/schema/index.ts";
import { badRequest, HttpError, notFound } from "../http/errors.ts";
import { featureRoutes } from "../http/openapi.ts";
import { appOriginFor } from "../http/origin.middleware.ts";
import { logger } from "../logger.ts";
import { IdTokenError } from "./id-token.ts";
import { signInWithIdentity } from "./identity.service.ts";
import { oauthProvider } from "./oauth.providers.ts";
import { newOAuthState, stateMatches, takeOAuthState, writeOAuthState } from "./oauth-state.ts";
import { providerUnavailable } from "./oidc.client.ts";
import { configuredProviders, type OAuthProviderId } from "./providers.config.ts";
import { startSession } from "./sign-in.ts";

function configured(id: string): OAuthProviderId {
  const match = configuredProviders().find((p) => p.id === id);
  if (!match) throw notFound("Unknown sign-in provider");
  return match.id;
}

const redirectURIFor = (c: Context, provider: OAuthProviderId) =>
  `${appOriginFor(c.req.url, c.req.header("host"))}/api/auth/${provider}/callback`;

/** Provider and protocol failures as answers: refusals are 400, an unreachable provider 502. */
function asHttpError(error: unknown, provider: OAuthProviderId): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof OAuth2RequestError) {
    logger.warn(`OAuth ${provider}: token endpoint refused the code: ${error.code}`);
    return badRequest("Sign-in failed: the provider refused the authorization code");
  }
  if (error instanceof UnexpectedErrorResponseBodyError) {
    logger.warn(`OAuth ${provider}: token endpoint answered ${error.status}`, error.data);
    return badRequest("Sign-in failed: the provider refused the authorization code");
  }
  if (error instanceof IdTokenError) {
    logger.warn(`OAuth ${provider}: ID token refused: ${error.message}`);
    return badRequest("Sign-in failed: the ID token is not valid");
  }
  if (error instanceof ArcticFetchError || error instanceof UnexpectedResponseError) {
    return providerUnavailable(`${provider} token endpoint: ${error.message}`, error.cause);
  }
  if (error instanceof Error && /access_token|id_token/.test(error.message)) {
    logger.warn(`OAuth ${provider}: ${error.message}`);
    return badRequest("Sign-in failed: the provider's answer was incomplete");
  }
  return error;
}

export const oauthRoutes = featureRoutes()
  .openapi(routes.oauthStartRoute, async (c) => {
    const provider = configured(c.req.valid("param").provider);
    const attempt = newOAuthState(provider);
    let url: URL;
    try {
      url = await oauthProvider(provider).authorizationURL({ ...attempt, redirectURI: redirectURIFor(c, provider) });
    } catch (error) {
      throw asHttpError(error, provider);
    }
    writeOAuthState(c, attempt);
    c.header("cache-control", "no-store");
    return c.redirect(url.toString(), 302);
  })
  .openapi(routes.oauthCallbackRoute, async (c) => {
    const provider = configured(c.req.valid("param").provider);
    c.header("cache-control", "no-store");
    const attempt = takeOAuthState(c);
    const { state, code, error, iss } = c.req.valid("query");
    if (!stateMatches(attempt, provider, state)) throw badRequest("Invalid sign-in state");
    if (error) {
      logger.info(`OAuth ${provider}: provider answered ${error}`);
      throw badRequest("Sign-in was cancelled or refused by the provider");
    }
    if (!code) throw badRequest("Missing authorization code");

    let user: User;
    try {
      const identity = await oauthProvider(provider).identity(
        { ...attempt, redirectURI: redirectURIFor(c, provider) },
        code,
        iss,
      );
      user = await signInWithIdentity(identity);
    } catch (failure) {
      throw asHttpError(failure, provider);
    }
    await startSession(c, user.id);
    return c.redirect("/", 302);
  });
