import { mkdtempSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnvForTests } from "../../server/env.ts";
import { type RunningServer, startHttpServer } from "../../server/server.ts";
import { startServerProcess } from "../support/server-process.ts";

/** This machine's first address other than loopback, if it has one. */
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

let server: RunningServer;
beforeAll(async () => {
  server = await startHttpServer(0, "0.0.0.0");
});
afterAll(async () => {
  await server?.close();
});

const devLogin = (host: string) =>
  fetch(`http://${host}:${server.port}/api/auth/dev-login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://${host}:${server.port}` },
    body: JSON.stringify({ email: "boss@example.com" }),
  });

describe.skipIf(!otherAddress)("passwordless local sign-in", () => {
  it("answers only this machine unless AUTH_DEV_LOGIN is true", async () => {
    setEnvForTests({ LOG_LEVEL: "silent", ADMIN_EMAILS: ["boss@example.com"] });
    const remote = await devLogin(otherAddress!);
    expect(remote.status).toBe(403);
    expect(await remote.json()).toEqual({
      message: "Local sign-in only answers this machine. Set AUTH_DEV_LOGIN=true to allow it from elsewhere.",
    });
    expect((await devLogin("127.0.0.1")).status).toBe(200);
    setEnvForTests({ LOG_LEVEL: "silent", ADMIN_EMAILS: ["boss@example.com"], AUTH_DEV_LOGIN: true });
    expect((await devLogin(otherAddress!)).status).toBe(200);
  });

  it("makes a server started with local sign-in on listen on loopback only, unless HOST says otherwise", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "loopback-"));
    const child = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      AUTH_DEV_LOGIN: "",
      HOST: "",
    });
    try {
      expect((await fetch(`http://127.0.0.1:${child.port}/api/settings/points`)).status).toBe(200);
      await expect(fetch(`http://${otherAddress}:${child.port}/api/settings/points`)).rejects.toThrow();
    } finally {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
