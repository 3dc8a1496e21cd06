import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearOidcCaches } from "../../server/auth/oidc.client.ts";
import { type Env, setEnvForTests } from "../../server/env.ts";
import { TestClient } from "../support/client.ts";
import { OidcBrowser } from "../support/oidc-browser.ts";
import { idTokenClaims, makeSigner, type TestSigner } from "../support/oidc-jwt.ts";

type Route = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** Replaces fetch with `routes` keyed by "METHOD url"; remembers each request; anything else is a test failure. */
function stubFetch(routes: Record<string, Route>) {
  const seen: Request[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    const route = routes[`${request.method} ${request.url}`];
    if (!route) throw new Error(`unexpected fetch ${request.method} ${request.url}`);
    return route(request);
  });
  return seen;
}

function configure(overrides: Partial<Env>) {
  setEnvForTests({ LOG_LEVEL: "silent", ...overrides });
}

const stateOf = (browser: OidcBrowser) => {
  const [provider, state, codeVerifier, nonce] = browser.appJar.cookies.get("oauth_state")!.split(".");
  return { provider, state: state!, codeVerifier: codeVerifier!, nonce: nonce! };
};

/** Starts the sign-in and answers the callback URL a provider would send back with `code`. */
async function start(browser: OidcBrowser, provider: string) {
  const response = await browser.visit(`/api/auth/${provider}/start`);
  expect(response.status).toBe(302);
  const authorize = new URL(response.headers.get("location")!);
  const callback = `/api/auth/${provider}/callback?code=the-code&state=${authorize.searchParams.get("state")}`;
  return { authorize, callback };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearOidcCaches();
});

describe("Google sign-in", () => {
  let google: TestSigner;
  beforeAll(async () => {
    google = await makeSigner("RS256", "google-key");
  });
  beforeEach(() => configure({ GOOGLE_CLIENT_ID: "g-client", GOOGLE_CLIENT_SECRET: "g-secret" }));

  function googleRoutes(browser: OidcBrowser, claims: Record<string, unknown> = {}, signer = google) {
    return stubFetch({
      "POST https://oauth2.googleapis.com/token": async (request) => {
        const body = new URLSearchParams(await request.text());
        if (body.get("code_verifier") !== stateOf(browser).codeVerifier) return json({ error: "invalid_grant" }, 400);
        const idToken = await signer.sign(
          idTokenClaims("https://accounts.google.com", "g-client", stateOf(browser).nonce, { sub: "g-1", ...claims }),
        );
        return json({ access_token: "ya29", token_type: "Bearer", expires_in: 3600, id_token: idToken });
      },
      "GET https://accounts.google.com/.well-known/openid-configuration": () =>
        json({
          issuer: "https://accounts.google.com",
          authorization_endpoint: "https://accounts.google.com/o/oauth2/v2/auth",
          token_endpoint: "https://oauth2.googleapis.com/token",
          jwks_uri: "https://www.googleapis.com/oauth2/v3/certs",
        }),
      "GET https://www.googleapis.com/oauth2/v3/certs": () => json({ keys: [google.publicJwk] }),
    });
  }

  it("asks Google for openid email profile with PKCE and a nonce", async () => {
    const browser = new OidcBrowser();
    const { authorize } = await start(browser, "google");
    expect(`${authorize.origin}${authorize.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: "g-client",
      redirect_uri: "http://localhost/api/auth/google/callback",
      scope: "openid email profile",
      code_challenge_method: "S256",
      nonce: stateOf(browser).nonce,
    });
  });

  it("signs in with a verified ID token and takes email, names and picture from it", async () => {
    const browser = new OidcBrowser();
    const { callback } = await start(browser, "google");
    googleRoutes(browser, {
      email: "Gina@Gmail.com",
      email_verified: true,
      given_name: "Gina",
      family_name: "Green",
      picture: "https://lh3.example/p.jpg",
    });
    expect((await browser.visit(callback)).status).toBe(302);
    const me = await browser.json("/api/auth/user");
    expect(me.body).toMatchObject({
      email: "gina@gmail.com",
      firstName: "Gina",
      lastName: "Green",
      profileImageUrl: "https://lh3.example/p.jpg",
    });
  });

  it("refuses an ID token signed by anyone but Google", async () => {
    const browser = new OidcBrowser();
    const { callback } = await start(browser, "google");
    googleRoutes(browser, {}, await makeSigner("RS256", "google-key"));
    const response = await browser.visit(callback);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sign-in failed: the ID token is not valid" });
    expect((await browser.json("/api/auth/user")).status).toBe(401);
  });
});

describe("GitHub sign-in", () => {
  beforeEach(() => configure({ GITHUB_CLIENT_ID: "gh-client", GITHUB_CLIENT_SECRET: "gh-secret" }));

  const githubRoutes = (emails: Route) =>
    stubFetch({
      "POST https://github.com/login/oauth/access_token": () =>
        json({ access_token: "gho_x", token_type: "bearer", scope: "read:user,user:email" }),
      "GET https://api.github.com/user": () =>
        json({
          id: 583231,
          login: "octocat",
          name: "Mona Lisa Octocat",
          avatar_url: "https://avatars.example/u/583231",
        }),
      "GET https://api.github.com/user/emails": emails,
    });

  it("asks for read:user and user:email and uses the primary verified email", async () => {
    const browser = new OidcBrowser();
    const { authorize, callback } = await start(browser, "github");
    expect(`${authorize.origin}${authorize.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(authorize.searchParams.get("scope")).toBe("read:user user:email");
    const seen = githubRoutes(() =>
      json([
        { email: "old@example.com", primary: false, verified: true },
        { email: "mona@example.com", primary: true, verified: true },
      ]),
    );
    expect((await browser.visit(callback)).status).toBe(302);
    expect(seen.find((r) => r.url === "https://api.github.com/user")!.headers.get("authorization")).toBe(
      "Bearer gho_x",
    );
    const me = await browser.json("/api/auth/user");
    expect(me.body).toMatchObject({
      email: "mona@example.com",
      firstName: "Mona",
      lastName: "Lisa Octocat",
      profileImageUrl: "https://avatars.example/u/583231",
    });
  });

  it("does not link through an unverified primary email, and signs in without email when the list is refused", async () => {
    configure({ GITHUB_CLIENT_ID: "gh-client", GITHUB_CLIENT_SECRET: "gh-secret", AUTH_DEV_LOGIN: true });
    const local = await new TestClient().signIn("mona@example.com");
    const browser = new OidcBrowser();
    const { callback } = await start(browser, "github");
    githubRoutes(() => json([{ email: "mona@example.com", primary: true, verified: false }]));
    await browser.visit(callback);
    const me = (await browser.json("/api/auth/user")).body;
    expect(me.id).not.toBe(local.id);
    expect(me.email).toBeNull();

    const again = new OidcBrowser();
    const second = await start(again, "github");
    githubRoutes(() => json({ message: "Not Found" }, 404));
    expect((await again.visit(second.callback)).status).toBe(302);
    expect((await again.json("/api/auth/user")).body.id).toBe(me.id);
  });

  it("answers 400 when GitHub refuses the code", async () => {
    const browser = new OidcBrowser();
    const { callback } = await start(browser, "github");
    stubFetch({ "POST https://github.com/login/oauth/access_token": () => json({ error: "bad_verification_code" }) });
    const response = await browser.visit(callback);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sign-in failed: the provider refused the authorization code" });
  });
});

describe("Discord sign-in", () => {
  beforeEach(() =>
    configure({ DISCORD_CLIENT_ID: "d-client", DISCORD_CLIENT_SECRET: "d-secret", AUTH_DEV_LOGIN: true }),
  );

  const discordRoutes = (user: Record<string, unknown>) =>
    stubFetch({
      "POST https://discord.com/api/oauth2/token": async (request) => {
        const body = new URLSearchParams(await request.text());
        return body.get("code_verifier")
          ? json({ access_token: "d-token", token_type: "Bearer", expires_in: 600 })
          : json({ error: "invalid_request" }, 400);
      },
      "GET https://discord.com/api/users/@me": () =>
        json({ id: "80351110224678912", username: "nelly", global_name: "Nelly", avatar: "8342729096ea3675", ...user }),
    });

  it("asks for identify and email with PKCE, and links a verified email to the existing user", async () => {
    const existing = await new TestClient().signIn("nelly@example.com");
    const browser = new OidcBrowser();
    const { authorize, callback } = await start(browser, "discord");
    expect(`${authorize.origin}${authorize.pathname}`).toBe("https://discord.com/oauth2/authorize");
    expect(authorize.searchParams.get("scope")).toBe("identify email");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    discordRoutes({ email: "nelly@example.com", verified: true });
    expect((await browser.visit(callback)).status).toBe(302);
    const me = (await browser.json("/api/auth/user")).body;
    expect(me.id).toBe(existing.id);
  });

  it("does not link an unverified Discord email", async () => {
    const existing = await new TestClient().signIn("nelly@example.com");
    const browser = new OidcBrowser();
    const { callback } = await start(browser, "discord");
    discordRoutes({ email: "nelly@example.com", verified: false });
    await browser.visit(callback);
    const me = (await browser.json("/api/auth/user")).body;
    expect(me).toMatchObject({
      email: null,
      firstName: "Nelly",
      profileImageUrl: "https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675.png",
    });
    expect(me.id).not.toBe(existing.id);
  });
});
