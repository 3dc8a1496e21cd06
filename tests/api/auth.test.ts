import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionIdOf } from "../../server/auth/session.service.ts";
import { db } from "../../server/db/index.ts";
import { sessions, users } from "../../server/db/schema/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { TestClient } from "../support/client.ts";

describe("local sign-in and sessions", () => {
  it("answers 401 for the current user when signed out", async () => {
    const client = new TestClient();
    const response = await client.get("/api/auth/user");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Unauthorized" });
  });

  it("signs a new user in, creates them once, and answers the current-user object", async () => {
    const client = new TestClient();
    const first = await client.signIn("Fan@Example.com", { firstName: "Pat", lastName: "Fan" });
    expect(first).toMatchObject({
      email: "fan@example.com",
      firstName: "Pat",
      lastName: "Fan",
      needsHandle: true,
      role: "USER",
    });
    const again = await new TestClient().signIn("fan@example.com");
    expect(again.id).toBe(first.id);
    const me = await client.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(first.id);
  });

  it("lets twenty simultaneous first sign-ins of one new email all succeed, with one user made", async () => {
    const emails = Array.from({ length: 20 }, (_, i) => (i % 2 ? "Rush@Example.com" : "rush@example.com"));
    const responses = await Promise.all(emails.map((email) => new TestClient().post("/api/auth/dev-login", { email })));
    expect(responses.map((r) => r.status)).toEqual(emails.map(() => 200));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    const made = await db().select().from(users).where(sql`lower(${users.email}) = 'rush@example.com'`);
    expect(made).toHaveLength(1);
  });

  it("sets an HttpOnly SameSite=Lax session cookie and issues a new token at every sign-in", async () => {
    const client = new TestClient();
    const response = await client.post("/api/auth/dev-login", { email: "a@example.com" });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^session=[a-z2-7]{32};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const firstToken = client.cookie;
    await client.post("/api/auth/dev-login", { email: "a@example.com" });
    expect(client.cookie).not.toBe(firstToken);
  });

  it("uses a __Host- Secure cookie when the app origin is https", async () => {
    setEnvForTests({ APP_ORIGIN: "https://picks.example.com", LOG_LEVEL: "silent" });
    const client = new TestClient(undefined, "https://picks.example.com");
    const response = await client.post("/api/auth/dev-login", { email: "a@example.com" });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain("Secure");
  });

  it("ends the session at logout and redirects home", async () => {
    const client = new TestClient();
    await client.signIn("a@example.com");
    const stale = client.cookie;
    const response = await client.get("/api/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const reuse = await client.get("/api/auth/user", { headers: { cookie: stale } });
    expect(reuse.status).toBe(401);
  });

  it("gives the ADMIN role to ADMIN_EMAILS when they sign in", async () => {
    setEnvForTests({ ADMIN_EMAILS: ["boss@example.com"], LOG_LEVEL: "silent" });
    const admin = new TestClient();
    expect((await admin.signIn("Boss@example.com")).role).toBe("ADMIN");
    expect((await admin.get("/api/admin/auth/status")).body).toEqual({ isAdmin: true });
    const player = new TestClient();
    await player.signIn("fan@example.com");
    expect((await player.get("/api/admin/auth/status")).body).toEqual({ isAdmin: false });
  });

  it("refuses a malformed JSON body with 400 and creates nobody", async () => {
    const client = new TestClient();
    const response = await client.post("/api/auth/dev-login", "{not json");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Malformed JSON body" });
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("refuses an invalid email with a clear message", async () => {
    const response = await new TestClient().post("/api/auth/dev-login", { email: "nope" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "A valid email is required" });
  });

  it("refuses local sign-in in production unless AUTH_DEV_LOGIN is true", async () => {
    setEnvForTests({ NODE_ENV: "production", AUTH_DEV_LOGIN: false, LOG_LEVEL: "silent" });
    const refused = await new TestClient().post("/api/auth/dev-login", { email: "a@example.com" });
    expect(refused.status).toBe(403);
    setEnvForTests({ NODE_ENV: "production", AUTH_DEV_LOGIN: true, LOG_LEVEL: "silent" });
    const allowed = await new TestClient().post("/api/auth/dev-login", { email: "a@example.com" });
    expect(allowed.status).toBe(200);
  });

  it("refuses writes from a foreign Origin with 403", async () => {
    const client = new TestClient();
    const response = await client.post(
      "/api/auth/dev-login",
      { email: "a@example.com" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: "Cross-origin request refused" });
  });

  it("refuses an oversized body with 413", async () => {
    const response = await new TestClient().post("/api/auth/dev-login", {
      email: "a@example.com",
      firstName: "x".repeat(70_000),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: "Request body is too large" });
  });

  it("sends secure headers on every answer", async () => {
    const response = await new TestClient().get("/api/auth/user");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("content-security-policy")).toContain("connect-src 'self';"); // WebSockets: same origin only
  });

  it("stores only the SHA-256 of the token and slides a session's 30-day expiry when it is used", async () => {
    const client = new TestClient();
    await client.signIn("slide@example.com");
    const token = client.cookie.split("=")[1]!;
    const [stored] = await db().select().from(sessions);
    expect(stored!.id).toBe(sessionIdOf(token));
    expect(stored!.id).not.toContain(token);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * 86_400_000) });
    const response = await client.get("/api/auth/user");
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^session=/);
    const [renewed] = await db().select().from(sessions);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("ends an expired session", async () => {
    const client = new TestClient();
    await client.signIn("old@example.com");
    await db().update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await client.get("/api/auth/user")).status).toBe(401);
    expect(await db().select().from(sessions)).toHaveLength(0);
  });
});
