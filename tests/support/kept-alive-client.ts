import http from "node:http";

/** A browser's worth of HTTP: one kept-alive connection of its own, and its session cookie. */
export interface KeptAliveClient {
  agent: http.Agent;
  cookie: string;
}

export const keptAliveClient = (cookie: string): KeptAliveClient => ({
  agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
  cookie,
});

/**
 * POSTs JSON over the client's own connection and resolves with the answer's status (node:http:
 * fetch shares one pool of connections between every caller in the process).
 */
export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  client: KeptAliveClient,
  retries = 1,
): Promise<number> {
  const payload = JSON.stringify(body);
  const headers = {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(payload),
    origin: baseUrl,
    cookie: client.cookie,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method: "POST", agent: client.agent, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    // A kept-alive socket the server closed as the request left: once more on a new one.
    request.on("error", (error) =>
      retries > 0 ? postJson(baseUrl, path, body, client, retries - 1).then(resolve, reject) : reject(error),
    );
    request.end(payload);
  });
}
