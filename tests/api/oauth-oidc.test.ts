import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../server/db/index.ts";
import { users } from "../../server/db/schema/index.ts";
import { type Env, setEnvForTests } from "../../server/env.ts";
import { TestClient } from "../support/client.ts";
import { OidcBrowser } from "../support/oidc-browser.ts";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc-test-provider.ts";

let idp: TestOidcProvider;

beforeAll(async () => {
  idp = await startOidcProvider();
});

afterAll(async () => {
  await idp?.close();
});

function configure(overrides: Partial<Env> = {}) {
  setEnvForTests({
    LOG_LEVEL: "silent",
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_NAME: "Hosted sign-in",
    ...overrides,
  });
}

const alice = {
  sub: "alice-sub",
  email: "alice@example.com",
  email_verified: true,
  given_name: "Alice",
  family_name: "Adams",
};
const userCount = async () => (await db().select({ id: users.id }).from(users)).length;

beforeEach(() => {
  configure();
  idp.signInAs(alice);
});

describe("signing in through the hosted OpenID Connect provider", () => {
  it("redirects to the issuer's authorization endpoint with PKCE, state and nonce, and keeps them in a 10-minute cookie", async () => {
    const browser = new OidcBrowser();
    const response = await browser.visit("/api/auth/oidc/start");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin).toBe(idp.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: "code",
      client_id: idp.clientId,
      redirect_uri: "http://localhost/api/auth/oidc/callback",
      code_challenge_method: "S256",
      scope: "openid email profile",
    });
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("oauth_state="))!;
    const [, state, verifier, nonce] = browser.appJar.cookies.get("oauth_state")!.split(".");
    expect(location.searchParams.get("state")).toBe(state);
    expect(location.searchParams.get("nonce")).toBe(nonce);
    expect(location.searchParams.get("code_challenge")).not.toBe(verifier);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("signs a new user in end to end: session cookie, state cleared, and a current user who needs a handle", async () => {
    const browser = new OidcBrowser();
    const callback = await browser.signIn();
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/");
    expect(browser.appJar.cookies.get("session")).toMatch(/^[a-z2-7]{32}$/);
    expect(browser.appJar.cookies.has("oauth_state")).toBe(false);
    const me = await browser.json("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: "alice@example.com",
      firstName: "Alice",
      lastName: "Adams",
      needsHandle: true,
      role: "USER",
    });

    const again = new OidcBrowser();
    await again.signIn();
    expect((await again.json("/api/auth/user")).body.id).toBe(me.body.id);
    expect(await userCount()).toBe(1);
  });

  it("refuses a forged state with 400, writing no session and no user", async () => {
    const browser = new OidcBrowser();
    const callback = await browser.authorize();
    callback.searchParams.set("state", "forged-state-forged-state-forged-state-1234");
    const response = await browser.visit(callback.toString());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Invalid sign-in state" });
    expect(browser.appJar.cookies.has("session")).toBe(false);
    expect((await browser.json("/api/auth/user")).status).toBe(401);
    expect(await userCount()).toBe(0);
  });

  it("refuses a callback that arrives without the state cookie (a sign-in started in another browser)", async () => {
    const callback = await new OidcBrowser().authorize();
    const victim = new OidcBrowser();
    const response = await victim.visit(callback.toString());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Invalid sign-in state" });
    expect(await userCount()).toBe(0);
  });

  it("refuses a replayed code even with a valid state cookie", async () => {
    const browser = new OidcBrowser();
    const callback = await browser.authorize();
    const stateCookie = browser.appJar.cookies.get("oauth_state")!;
    expect((await browser.visit(callback.toString())).status).toBe(302);

    const replay = new OidcBrowser();
    replay.appJar.cookies.set("oauth_state", stateCookie);
    const response = await replay.visit(callback.toString());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sign-in failed: the provider refused the authorization code" });
    expect(replay.appJar.cookies.has("session")).toBe(false);
    expect(await userCount()).toBe(1);
  });

  it("refuses a stolen code presented with another browser's own state: its PKCE verifier does not match", async () => {
    const stolen = await new OidcBrowser().authorize();
    const attacker = new OidcBrowser();
    const start = await attacker.visit("/api/auth/oidc/start");
    stolen.searchParams.set("state", new URL(start.headers.get("location")!).searchParams.get("state")!);
    const response = await attacker.visit(stolen.toString());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sign-in failed: the provider refused the authorization code" });
    expect(attacker.appJar.cookies.has("session")).toBe(false);
    expect(await userCount()).toBe(0);
  });

  it("refuses an ID token whose nonce is not the one this browser was given", async () => {
    const browser = new OidcBrowser();
    const callback = await browser.authorize();
    const [provider, state, verifier] = browser.appJar.cookies.get("oauth_state")!.split(".");
    browser.appJar.cookies.set(
      "oauth_state",
      [provider, state, verifier, "another-nonce-another-nonce-1234"].join("."),
    );
    const response = await browser.visit(callback.toString());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sign-in failed: the ID token is not valid" });
    expect(await userCount()).toBe(0);
  });

  it("refuses a callback that names another issuer (RFC 9207)", async () => {
    const browser = new OidcBrowser();
    const callback = await browser.authorize();
    expect(callback.searchParams.get("iss")).toBe(idp.issuer);
    callback.searchParams.set("iss", "https://evil.example");
    const response = await browser.visit(callback.toString());
    expect(response.status).toBe(400);
    expect(await userCount()).toBe(0);
  });

  it("answers the provider's own refusal with 400 and signs nobody in", async () => {
    const browser = new OidcBrowser();
    const start = await browser.visit("/api/auth/oidc/start");
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const response = await browser.visit(`/api/auth/oidc/callback?error=access_denied&state=${state}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sign-in was cancelled or refused by the provider" });
    expect(browser.appJar.cookies.has("oauth_state")).toBe(false);
    expect(browser.appJar.cookies.has("session")).toBe(false);
  });

  it("links a verified email to the existing local user and ends the session that was open", async () => {
    configure({ AUTH_DEV_LOGIN: true });
    const local = new TestClient();
    const existing = await local.signIn("Alice@Example.com");
    const browser = new OidcBrowser(local.app);
    browser.appJar.store(new Headers({ "set-cookie": `${local.cookie}; Path=/` }));
    idp.signInAs({ ...alice, sub: "alice-linked", email: "ALICE@example.com" });
    expect((await browser.signIn()).status).toBe(302);
    expect((await browser.json("/api/auth/user")).body.id).toBe(existing.id);
    expect((await local.get("/api/auth/user")).status).toBe(401);
    expect(await userCount()).toBe(1);
  });

  it("does not link an unverified email: that sign-in gets a user of its own without the email", async () => {
    configure({ AUTH_DEV_LOGIN: true });
    const existing = await new TestClient().signIn("alice@example.com");
    idp.signInAs({ ...alice, sub: "mallory", email_verified: false });
    const browser = new OidcBrowser();
    await browser.signIn();
    const me = (await browser.json("/api/auth/user")).body;
    expect(me.id).not.toBe(existing.id);
    expect(me.email).toBeNull();
  });
});

describe("choosing a sign-in provider", () => {
  it("sends /api/login straight to the hosted provider when it is the only one and local sign-in is off", async () => {
    const response = await new TestClient().get("/api/login");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/api/auth/oidc/start");
  });

  it("sends /api/login to the chooser when two providers are configured", async () => {
    configure({ GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" });
    const response = await new TestClient().get("/api/login");
    expect(response.headers.get("location")).toBe("/auth");
    const listed = await new TestClient().get("/api/auth/providers");
    expect(listed.body).toEqual({
      providers: [
        { id: "oidc", name: "Hosted sign-in" },
        { id: "github", name: "GitHub" },
      ],
      devLogin: false,
    });
  });

  it("answers 404 for an unknown or unconfigured provider", async () => {
    const client = new TestClient();
    for (const path of [
      "/api/auth/google/start",
      "/api/auth/nope/start",
      "/api/auth/discord/callback?code=x&state=y",
    ]) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: "Unknown sign-in provider" });
    }
  });

  it("answers 502 when the issuer's discovery document cannot be fetched, and sets no state cookie", async () => {
    configure({ OIDC_ISSUER: "http://127.0.0.1:1" });
    const browser = new OidcBrowser();
    const response = await browser.visit("/api/auth/oidc/start");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: "The sign-in provider could not be reached" });
    expect(browser.appJar.cookies.size).toBe(0);
  });

  it("uses a __Host- Secure state cookie and the configured origin when the app is on https", async () => {
    configure({ APP_ORIGIN: "https://picks.example.com" });
    const browser = new OidcBrowser();
    const response = await browser.visit("https://picks.example.com/api/auth/oidc/start");
    const location = new URL(response.headers.get("location")!);
    expect(location.searchParams.get("redirect_uri")).toBe("https://picks.example.com/api/auth/oidc/callback");
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^__Host-oauth_state=/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
  });
});
