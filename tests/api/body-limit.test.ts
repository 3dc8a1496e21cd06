import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server/server.ts";
import { startTestServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request over the given agent, with no retry: a dropped request rejects. */
function send(agent: http.Agent, method: string, path: string, body?: string): Promise<Answer> {
  const headers: Record<string, string | number> = { origin: server.url };
  if (body !== undefined)
    Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method, agent, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("a body over the limit", () => {
  it("is answered 413 with Connection: close, so the next request on that client is not lost", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const oversized = JSON.stringify({ email: "a@example.com", firstName: "x".repeat(300_000) });
      const refused = await send(agent, "POST", "/api/auth/dev-login", oversized);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ message: "Request body is too large" });
      expect(refused.connection).toBe("close");
      for (let i = 0; i < 3; i += 1) {
        const next = await send(agent, "GET", "/api/auth/user");
        expect(next.status).toBe(401);
      }
    } finally {
      agent.destroy();
    }
  });

  it("leaves a kept-alive connection open after an answer within the limit", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await send(agent, "POST", "/api/auth/dev-login", JSON.stringify({ email: "" }));
      expect(answer.status).toBe(400);
      expect(answer.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
    }
  });
});
