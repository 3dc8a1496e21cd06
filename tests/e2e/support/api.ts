import { baseUrl } from "./browser.ts";

/** Creates a player through the real HTTP API (for "taken handle" and multi-user scenarios). */
export async function createPlayer(email: string, handle: string) {
  const origin = baseUrl();
  const signIn = await fetch(`${origin}/api/auth/dev-login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email }),
  });
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  const setup = await fetch(`${origin}/api/auth/set-handle`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify({ handle, termsAccepted: true }),
  });
  if (!setup.ok) throw new Error(`set-handle failed: ${setup.status} ${await setup.text()}`);
  return { cookie };
}
