import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next login interaction signs in as. */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider` 9) on a random loopback port, with one confidential
 * client that must use PKCE. Its login and consent interactions answer at once for `signInAs`'s account.
 */
export async function startOidcProvider(
  redirectUri = "http://localhost/api/auth/oidc/callback",
): Promise<TestOidcProvider> {
  const clientId = "gridiron-picks";
  const clientSecret = randomBytes(24).toString("base64url");
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount = { sub: "account-1" };

  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  let provider!: Provider;
  const server = createServer((req, res) => {
    if (req.url?.startsWith("/interaction/")) void interaction(req, res);
    else provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        accounts.set(current.sub, current);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: current.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const accountId = details.session!.accountId;
      const grant = details.grantId
        ? (await provider.Grant.find(details.grantId))!
        : new provider.Grant({ accountId, clientId: details.params.client_id as string });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      current = account;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
