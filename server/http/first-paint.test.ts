import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TestClient } from "../../tests/support/client.ts";
import { pageFor } from "./first-paint.ts";
import { themeInit } from "./theme-init.ts";

const THEME_SCRIPT = '<script src="/theme-init.js"></script>';

const index = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">
    <script src="/theme-init.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

// The first render loads the client's components through the test transform: seconds on a busy machine.
describe("the page the server sends", { timeout: 30_000 }, () => {
  it("paints the landing hero on the home page for a visitor without a session cookie, and says nobody is signed in", async () => {
    const html = await pageFor(index, { path: "/", hasSessionCookie: false });
    expect(html).toContain('<html data-first-paint="landing" lang="en"');
    expect(html).toContain('<meta name="session" content="none" />');
    expect(html).not.toContain("/api/auth/user");
    expect(html).toContain("Make your college football predictions, compete with friends, and climb the leaderboard.");
    expect(html).toContain('<a href="/api/login"');
  });

  it("paints the week's header on the home page for a visitor with a session cookie, and keeps asking who it is", async () => {
    const html = await pageFor(index, { path: "/", hasSessionCookie: true });
    expect(html).toContain('<html data-first-paint="week" lang="en"');
    expect(html).toContain('href="/api/auth/user"');
    expect(html).not.toContain('<meta name="session"');
    expect(html).toContain("Make your picks before kickoff. All times are Central Time.");
    expect(html).not.toContain("Sign In to Get Started");
  });

  it("paints nothing ahead of the app on other pages, but still says when nobody is signed in", async () => {
    const signedOut = await pageFor(index, { path: "/leaderboards", hasSessionCookie: false });
    expect(signedOut).toContain('<div id="root"></div>');
    expect(signedOut).not.toContain("data-first-paint");
    expect(signedOut).toContain('<meta name="session" content="none" />');
    expect(await pageFor(index, { path: "/leaderboards", hasSessionCookie: true })).toBe(
      index.replace(THEME_SCRIPT, themeInit.tag),
    );
  });

  it("carries the theme script inline, allowed by the CSP's hash of exactly that script", async () => {
    const html = await pageFor(index, { path: "/how-it-works", hasSessionCookie: false });
    expect(html).not.toContain(THEME_SCRIPT);
    const inline = /<script>([^<]+)<\/script>/.exec(html)![1]!;
    expect(inline).toContain('localStorage.getItem("theme")');
    const hash = `'sha256-${createHash("sha256").update(inline).digest("base64")}'`;
    const page = await new TestClient().get("/how-it-works");
    expect(page.headers.get("content-security-policy")).toContain(`script-src 'self' ${hash}`);
  });
});
