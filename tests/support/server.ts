import { startHttpServer, type RunningServer } from "../../server/server.ts";

/** A real server on a random loopback port (the test's database is already in use). */
export function startTestServer(): Promise<RunningServer> {
  return startHttpServer(0, "127.0.0.1");
}

/** Signs in through the real HTTP API and returns the session cookie. */
export async function signInCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/dev-login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}
