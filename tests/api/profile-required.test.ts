import { describe, expect, it } from "vitest";
import { TestClient } from "../support/client.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { createLeague } from "../support/leagues.ts";
import { insertQuestions } from "../support/trivia.ts";

const MESSAGE = "Choose a username and accept the terms before you play";

describe("game actions before profile setup", () => {
  it("are refused with 403 and a message until the player has a username and accepted the terms", async () => {
    const week = await createWeek();
    const game = await createGame(week.id);
    const [question] = await insertQuestions(3);
    const owner = await playerClient("owner@example.com", "owner_one");
    const league = await createLeague(owner, { name: "Open League" });
    const newcomer = new TestClient();
    await newcomer.signIn("newcomer@example.com");

    const attempts = [
      newcomer.post("/api/picks", { gameId: game.id, winner: "HOME" }),
      newcomer.post(`/api/trivia/questions/${question!.id}/unlock`),
      newcomer.post("/api/trivia/answer", { questionId: question!.id, userAnswer: "x" }),
      newcomer.post("/api/trivia/submit", { answers: [] }),
      newcomer.post("/api/leagues", { name: "Newcomer League" }),
      newcomer.post("/api/leagues/join", { joinCode: league.joinCode }),
      newcomer.post(`/api/leagues/join/${league.joinCode}`),
      newcomer.post(`/api/leagues/${league.id}/join`),
    ];
    for (const response of await Promise.all(attempts))
      expect(response).toMatchObject({ status: 403, body: { message: MESSAGE } });

    expect((await newcomer.patch("/api/auth/set-handle", { handle: "newcomer", termsAccepted: true })).status).toBe(
      200,
    );
    expect((await newcomer.post("/api/picks", { gameId: game.id, winner: "HOME" })).status).toBe(200);
    expect((await newcomer.post(`/api/leagues/${league.id}/join`)).status).toBe(200);
  });

  it("leave reading alone: the week, the boards and today's trivia answer before setup", async () => {
    await createWeek();
    const newcomer = new TestClient();
    await newcomer.signIn("newcomer@example.com");
    for (const path of [
      "/api/weeks/current",
      "/api/leaderboard?scope=current",
      "/api/trivia/daily",
      "/api/trivia/stats",
      "/api/leagues",
    ]) {
      expect((await newcomer.get(path)).status).toBe(200);
    }
  });
});
