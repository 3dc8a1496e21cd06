import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server/server.ts";
import { createWeek } from "../support/fixtures.ts";
import { signInCookie, startTestServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A raw POST whose body is streamed in chunks (no content-length), as an attacker would send it. */
function chunkedPost(
  path: string,
  headers: Record<string, string>,
  bytes: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method: "POST", headers: { "content-type": "application/json", ...headers } },
      (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (error) =>
      (error as NodeJS.ErrnoException).code === "EPIPE" || (error as NodeJS.ErrnoException).code === "ECONNRESET"
        ? undefined
        : reject(error),
    );
    const chunk = Buffer.alloc(64 * 1024, "a");
    for (let sent = 0; sent < bytes; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

describe("the matchmaker", () => {
  it("refuses a signed-out caller with 401 JSON before reading a large body", async () => {
    const response = await chunkedPost("/matchmake/joinOrCreate/week", { origin: server.url }, 4 * 1024 * 1024);
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: "Sign in to follow live updates" });
  });

  it("refuses a foreign origin with 403 JSON", async () => {
    const cookie = await signInCookie(server.url, "fan@example.com");
    const response = await fetch(`${server.url}/matchmake/joinOrCreate/week`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: "https://evil.example" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it("limits a signed-in caller's body to 64 kB (413 JSON), declared or streamed", async () => {
    await createWeek();
    const cookie = await signInCookie(server.url, "fan@example.com");
    const declared = await fetch(`${server.url}/matchmake/joinOrCreate/week`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: server.url },
      body: JSON.stringify({ padding: "a".repeat(100 * 1024) }),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: "Request body is too large" });
    const streamed = await chunkedPost("/matchmake/joinOrCreate/week", { cookie, origin: server.url }, 1024 * 1024);
    expect(streamed.status).toBe(413);
  });
});
