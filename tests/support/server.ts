import { type RunningServer, startHttpServer } from "../../server/server.ts";

/** A real server on a random loopback port (the test's database is already in use). */
export function startTestServer(): Promise<RunningServer> {
  return startHttpServer(0, "127.0.0.1");
}

/** A handle from an email's local part: letters, digits and underscores, 3 to 20 of them. */
const handleFor = (email: string) =>
  email
    .split("@")[0]!
    .replace(/[^A-Za-z0-9_]/g, "_")
    .padEnd(3, "_")
    .slice(0, 20);

/**
 * Signs in through the real HTTP API and returns the session cookie. A new user completes
 * profile setup (a handle from the email, terms accepted) unless `completeProfile` is false.
 */
export async function signInCookie(baseUrl: string, email: string, { completeProfile = true } = {}): Promise<string> {
  const headers = { "content-type": "application/json", origin: baseUrl };
  const response = await fetch(`${baseUrl}/api/auth/dev-login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  if (!completeProfile) return cookie;
  const me = (await (await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } })).json()) as {
    needsHandle: boolean;
  };
  if (!me.needsHandle) return cookie;
  const setup = await fetch(`${baseUrl}/api/auth/set-handle`, {
    method: "PATCH",
    headers: { ...headers, cookie },
    body: JSON.stringify({ handle: handleFor(email), termsAccepted: true }),
  });
  if (!setup.ok) throw new Error(`set-handle failed: ${setup.status} ${await setup.text()}`);
  return cookie;
}
