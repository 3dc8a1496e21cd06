import { describe, expect, it } from "vitest";
import { setEnvForTests } from "../../server/env.ts";
import { TestClient } from "../support/client.ts";
import { adminClient, playerClient } from "../support/fixtures.ts";

/** A second browser of the same player: its session is looked up (and cached) on its own. */
async function secondSession(email: string) {
  const client = new TestClient();
  await client.signIn(email);
  expect((await client.get("/api/auth/user")).status).toBe(200);
  return client;
}

describe("the session cache", () => {
  it("shows a profile change made in one browser at once in the player's other one", async () => {
    const phone = await playerClient("fan@example.com", "fan_one");
    const laptop = await secondSession("fan@example.com");
    expect((await laptop.get("/api/auth/user")).body.handle).toBe("fan_one");
    expect((await phone.patch("/api/me/profile", { handle: "fan_two" })).status).toBe(200);
    expect((await laptop.get("/api/auth/user")).body.handle).toBe("fan_two");
  });

  it("gives a promotion to the player's open sessions as soon as they sign in again", async () => {
    const open = await playerClient("boss@example.com", "boss_one");
    expect((await open.get("/api/admin/auth/status")).body).toEqual({ isAdmin: false });
    setEnvForTests({ ADMIN_EMAILS: ["boss@example.com"], LOG_LEVEL: "silent" });
    await secondSession("boss@example.com");
    expect((await open.get("/api/admin/auth/status")).body).toEqual({ isAdmin: true });
  });

  it("forgets a signed-out session and a deleted user at once", async () => {
    const player = await playerClient("gone@example.com", "gone_one");
    const other = await secondSession("gone@example.com");
    await player.get("/api/logout");
    expect((await player.get("/api/auth/user")).status).toBe(401);
    expect((await other.get("/api/auth/user")).status).toBe(200);
    const admin = await adminClient();
    const id = (await other.get("/api/auth/user")).body.id;
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(200);
    expect((await other.get("/api/auth/user")).status).toBe(401);
  });
});
