import { describe, expect, it } from "vitest";
import { defaultPointsSettings } from "../../shared/domain/points-settings.ts";
import { TestClient } from "../support/client.ts";
import { adminClient, createGame, createWeek, playerClient } from "../support/fixtures.ts";

describe("hostile input", () => {
  it("answers a JSON body sent as another content type with 415", async () => {
    const response = await new TestClient().post("/api/auth/dev-login", JSON.stringify({ email: "a@example.com" }), {
      headers: { "content-type": "text/plain" },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: "Send the body as JSON (Content-Type: application/json)" });
  });

  it("refuses NUL characters in any text with 400, never a 500", async () => {
    const player = await playerClient("nul@example.com", "nulfan");
    for (const body of [{ handle: "bad\u0000name" }, { favoriteTeam: "Georgia\u0000", favoriteTeamColor: "#ba0c2f" }]) {
      const response = await player.patch("/api/me/profile", body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: "Text must not contain NUL characters" });
    }
    const signIn = await new TestClient().post("/api/auth/dev-login", { email: "x@example.com", firstName: "A\u0000" });
    expect(signIn.status).toBe(400);
  });

  it("refuses bodies nested deeper than 32 levels with 400, however deep (no stack overflow, no 500)", async () => {
    const player = await playerClient("deep@example.com", "deepfan");
    for (const depth of [33, 30_000]) {
      const response = await player.post("/api/picks", "[".repeat(depth) + "]".repeat(depth));
      expect(response).toMatchObject({
        status: 400,
        body: { message: "The body is nested too deeply (at most 32 levels)" },
      });
    }
    const allowed = await player.post("/api/picks", "[".repeat(32) + "]".repeat(32));
    expect(allowed).toMatchObject({ status: 400, body: { message: "Invalid input: expected object, received array" } });
  });

  it("bounds scores and points settings, so no number can overflow a column or a later grading", async () => {
    const admin = await adminClient();
    const game = await createGame((await createWeek()).id);
    const player = await playerClient("big@example.com", "bignumbers");
    const pick = await player.post("/api/picks", {
      gameId: game.id,
      winner: "HOME",
      predHomeScore: 2 ** 31,
      predAwayScore: 0,
    });
    expect(pick).toMatchObject({
      status: 400,
      body: { message: "Predicted scores must be whole numbers from 0 to 999" },
    });
    const finalize = await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 2 ** 31, finalAwayScore: 0 });
    expect(finalize).toMatchObject({ status: 400, body: { message: "Final home score must be at most 999" } });
    const settings = await admin.put("/api/admin/settings/points", { ...defaultPointsSettings, correctWinner: 1e15 });
    expect(settings).toMatchObject({ status: 400, body: { message: "Points must be at most 1000" } });
    const penalty = await admin.put("/api/admin/settings/points", { ...defaultPointsSettings, incorrectWinner: -1e15 });
    expect(penalty).toMatchObject({ status: 400, body: { message: "Points must be at least -1000" } });
    expect(
      (await admin.post(`/api/admin/finalize/${game.id}`, { finalHomeScore: 999, finalAwayScore: 0 })).status,
    ).toBe(200);
  });
});
