import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importJWK, jwtVerify } from "jose";
import { newSubscriptionKeys, type SubscriptionKeys } from "./web-push-decrypt.ts";

/** One request the push service received, decrypted and checked. */
export interface ReceivedPush {
  device: string;
  ttl: number | null;
  urgency: string | undefined;
  contentEncoding: string | undefined;
  payload: unknown;
  /** The VAPID JWT's verified claims (RFC 8292), with the key it was verified with. */
  vapid: { sub: unknown; aud: unknown; exp: unknown; publicKey: string };
}

export interface Device {
  name: string;
  endpoint: string;
  /** The body of POST /api/push/subscriptions, as a browser sends it. */
  subscription: { endpoint: string; expirationTime: null; keys: SubscriptionKeys["keys"] };
}

export interface FakePushService {
  url: string;
  /** The service's self-signed certificate (PEM): for trustPushCertificateForTests, or NODE_EXTRA_CA_CERTS of a server process. */
  cert: Buffer;
  received: ReceivedPush[];
  /** Requests refused: a bad VAPID header, a payload that does not decrypt. */
  errors: string[];
  device(name: string): Device;
  /** How the service answers a device's requests from now on (201 by default; 410: gone). */
  answer(device: string, status: number): void;
  /** Holds a device's requests unanswered (a push service that hangs) until `release`. */
  hold(device: string): void;
  /** Requests held so far and not yet released. */
  held(): number;
  /** Answers the held requests as usual and stops holding. */
  release(): void;
  /** Resolves once `count` pushes have arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 (and localhost, for a name that resolves to it) from the system's openssl, made in a temporary folder. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "push-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A loopback stand-in for a browser vendor's push service (RFC 8030) over TLS: it holds each
 * device's private key, checks the VAPID Authorization header (RFC 8292) against the key it names,
 * decrypts the aes128gcm body (RFC 8291) and answers 201 Created, or the status a test sets.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const tls = selfSignedCertificate();
  const devices = new Map<string, SubscriptionKeys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const waiters: (() => void)[] = [];
  const holding = new Set<string>();
  const heldRequests: (() => void)[] = [];

  const handle = async (path: string, headers: Record<string, string | string[] | undefined>, body: Buffer) => {
    const name = decodeURIComponent(path.replace(/^\/push\//, ""));
    const device = devices.get(name);
    if (!device) return 404;
    const status = answers.get(name) ?? 201;
    if (status !== 201) return status;
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ""));
    if (!match) throw new Error(`No VAPID header: ${headers.authorization}`);
    const [, token, k] = match as unknown as [string, string, string];
    const point = Buffer.from(k, "base64url");
    const key = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33, 65).toString("base64url"),
      },
      "ES256",
    );
    const { payload: claims } = await jwtVerify(token, key, { audience: `https://127.0.0.1:${port()}` });
    const payload = JSON.parse(device.decrypt(body).toString("utf8"));
    received.push({
      device: name,
      ttl: headers.ttl === undefined ? null : Number(headers.ttl),
      urgency: headers.urgency as string | undefined,
      contentEncoding: headers["content-encoding"] as string | undefined,
      payload,
      vapid: { sub: claims.sub, aud: claims.aud, exp: claims.exp, publicKey: k },
    });
    for (const wake of waiters.splice(0)) wake();
    return 201;
  };

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = () =>
        handle(req.url ?? "/", req.headers, Buffer.concat(chunks)).then(
          (status) => res.writeHead(status).end(),
          (error: Error) => {
            errors.push(error.message);
            res.writeHead(400).end(error.message);
          },
        );
      if (holding.has(decodeURIComponent((req.url ?? "/").replace(/^\/push\//, "")))) heldRequests.push(answer);
      else void answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = () => (server.address() as AddressInfo).port;
  const url = `https://127.0.0.1:${port()}`;

  return {
    url,
    cert: tls.cert,
    received,
    errors,
    device(name) {
      const keys = newSubscriptionKeys();
      devices.set(name, keys);
      const endpoint = `${url}/push/${encodeURIComponent(name)}`;
      return { name, endpoint, subscription: { endpoint, expirationTime: null, keys: keys.keys } };
    },
    answer(device, status) {
      answers.set(device, status);
    },
    hold(device) {
      holding.add(device);
    },
    held: () => heldRequests.length,
    release() {
      holding.clear();
      for (const answer of heldRequests.splice(0)) answer();
    },
    async waitFor(count, ms = 5000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} pushes arrived, not ${count}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
