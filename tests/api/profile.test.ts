import { describe, expect, it } from "vitest";
import { TestClient } from "../support/client.ts";

async function newUser(email = "fan@example.com") {
  const client = new TestClient();
  await client.signIn(email, { firstName: "Pat", lastName: "Fan" });
  return client;
}

describe("profile setup", () => {
  it("sets the handle, accepts the terms and saves the favourite team", async () => {
    const client = await newUser();
    const response = await client.patch("/api/auth/set-handle", {
      handle: "  pat_fan ",
      termsAccepted: true,
      favoriteTeam: "Georgia",
      favoriteTeamColor: "#BA0C2F",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ handle: "pat_fan", favoriteTeam: "Georgia", needsHandle: false });
    expect(response.body.termsAcceptedAt).toEqual(expect.any(String));
    const me = await client.get("/api/auth/user");
    expect(me.body).toMatchObject({ handle: "pat_fan", needsHandle: false, favoriteTeamColor: "#ba0c2f" });
  });

  it.each([
    ["ab", "Username must be at least 3 characters"],
    ["a".repeat(21), "Username must be at most 20 characters"],
    ["bad name!", "Username can only contain letters, numbers, and underscores"],
  ])("refuses the handle %j with %j", async (handle, message) => {
    const client = await newUser();
    const response = await client.patch("/api/auth/set-handle", { handle, termsAccepted: true });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await client.get("/api/auth/user")).body.handle).toBeNull();
  });

  it("requires the terms to be accepted", async () => {
    const client = await newUser();
    for (const termsAccepted of [false, undefined]) {
      const response = await client.patch("/api/auth/set-handle", { handle: "pat_fan", termsAccepted });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: "You must accept the terms and conditions to continue" });
    }
    expect((await client.get("/api/auth/user")).body.needsHandle).toBe(true);
  });

  it("refuses an unknown team and a colour that is not #RRGGBB", async () => {
    const client = await newUser();
    const unknown = await client.patch("/api/auth/set-handle", {
      handle: "pat_fan",
      termsAccepted: true,
      favoriteTeam: "Hogwarts",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown team: Hogwarts");
    const badColor = await client.patch("/api/auth/set-handle", {
      handle: "pat_fan",
      termsAccepted: true,
      favoriteTeam: "Georgia",
      favoriteTeamColor: "red",
    });
    expect(badColor.status).toBe(400);
    expect(badColor.body.message).toBe("Favorite team color must be # followed by 6 hex digits");
  });

  it("answers 409 'Username is already taken' for a handle taken in any letter case", async () => {
    const first = await newUser("one@example.com");
    await first.patch("/api/auth/set-handle", { handle: "Champion", termsAccepted: true });
    const second = await newUser("two@example.com");
    const response = await second.patch("/api/auth/set-handle", { handle: "champion", termsAccepted: true });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: "Username is already taken" });
  });

  it("lets exactly one of two users racing for one handle have it", async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, (_, i) => newUser(`racer${i}@example.com`)));
    const results = await Promise.all(
      clients.map((c) => c.patch("/api/auth/set-handle", { handle: "speedy", termsAccepted: true })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body).toEqual({ message: "Username is already taken" });
  });

  it("needs a signed-in user", async () => {
    const response = await new TestClient().patch("/api/auth/set-handle", { handle: "pat_fan", termsAccepted: true });
    expect(response.status).toBe(401);
  });

  it("refuses malformed JSON with 400 and writes nothing", async () => {
    const client = await newUser();
    const response = await client.patch("/api/auth/set-handle", '{"handle": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Malformed JSON body" });
    expect((await client.get("/api/auth/user")).body.handle).toBeNull();
  });
});

describe("handle availability", () => {
  it("reports a free handle as available and a taken one with the server's message", async () => {
    const owner = await newUser("owner@example.com");
    await owner.patch("/api/auth/set-handle", { handle: "TakenName", termsAccepted: true });
    const client = await newUser();
    expect((await client.get("/api/auth/check-handle?handle=fresh_name")).body).toEqual({ available: true });
    expect((await client.get("/api/auth/check-handle?handle=takenname")).body).toEqual({
      available: false,
      error: "Username is already taken",
    });
  });

  it("reports an invalid handle with its validation message", async () => {
    const client = await newUser();
    expect((await client.get("/api/auth/check-handle?handle=ab")).body).toEqual({
      available: false,
      error: "Username must be at least 3 characters",
    });
    expect((await client.get("/api/auth/check-handle?handle=no%20spaces")).body.error).toBe(
      "Username can only contain letters, numbers, and underscores",
    );
  });

  it("treats the user's own handle as available", async () => {
    const client = await newUser();
    await client.patch("/api/auth/set-handle", { handle: "mine", termsAccepted: true });
    expect((await client.get("/api/auth/check-handle?handle=MINE")).body).toEqual({ available: true });
  });

  it("needs a signed-in user", async () => {
    expect((await new TestClient().get("/api/auth/check-handle?handle=abc")).status).toBe(401);
  });
});

describe("suggested username", () => {
  async function suggestionFor(email: string, names: { firstName?: string; lastName?: string }) {
    const client = new TestClient();
    await client.signIn(email, names);
    const response = await client.get("/api/auth/suggest-handle");
    expect(response.status).toBe(200);
    return response.body.handle as string;
  }

  it("joins the sign-in name without its odd characters, lowercased", async () => {
    await expect(suggestionFor("jordan@example.com", { firstName: "Jordan", lastName: "O'Neil" })).resolves.toBe(
      "jordanoneil",
    );
    await expect(suggestionFor("jose@example.com", { firstName: "José-Luis", lastName: "Núñez 😀" })).resolves.toBe(
      "joseluisnunez",
    );
  });

  it("numbers the suggestion past the handles already taken, whatever their case", async () => {
    await new TestClient().signUp("first@example.com", "JordanONeil");
    await new TestClient().signUp("second@example.com", "jordanoneil2");
    await expect(suggestionFor("third@example.com", { firstName: "Jordan", lastName: "O'Neil" })).resolves.toBe(
      "jordanoneil3",
    );
  });

  it("keeps a numbered suggestion within 20 characters", async () => {
    await new TestClient().signUp("long@example.com", "bartholomewmontgomer");
    await expect(
      suggestionFor("long2@example.com", { firstName: "Bartholomew", lastName: "Montgomery-Smithson" }),
    ).resolves.toBe("bartholomewmontgome2");
  });

  it("suggests user and a number when the name gives nothing, and it passes the handle check", async () => {
    const client = new TestClient();
    await client.signIn("nameless@example.com", { firstName: "", lastName: "!!" });
    const { handle } = (await client.get("/api/auth/suggest-handle")).body;
    expect(handle).toMatch(/^user\d{4,}$/);
    expect((await client.get(`/api/auth/check-handle?handle=${handle}`)).body).toEqual({ available: true });
  });

  it("needs a signed-in user", async () => {
    expect((await new TestClient().get("/api/auth/suggest-handle")).status).toBe(401);
  });
});

describe("profile updates", () => {
  it("changes the username with the combined length message on bad input", async () => {
    const client = await newUser();
    await client.patch("/api/auth/set-handle", { handle: "first_name", termsAccepted: true });
    const bad = await client.patch("/api/me/profile", { handle: "ab" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Username must be 3-20 characters" });
    const ok = await client.patch("/api/me/profile", { handle: "second_name" });
    expect(ok.status).toBe(200);
    expect(ok.body.handle).toBe("second_name");
  });

  it("answers 409 when the new username belongs to someone else", async () => {
    const other = await newUser("other@example.com");
    await other.patch("/api/auth/set-handle", { handle: "occupied", termsAccepted: true });
    const client = await newUser();
    const response = await client.patch("/api/me/profile", { handle: "Occupied" });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: "Username is already taken" });
  });

  it("saves a favourite team and its colour, and needs a selected team", async () => {
    const client = await newUser();
    const ok = await client.patch("/api/me/profile", { favoriteTeam: "Texas", favoriteTeamColor: "#BF5700" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ favoriteTeam: "Texas", favoriteTeamColor: "#bf5700" });
    const missing = await client.patch("/api/me/profile", { favoriteTeamColor: "#BF5700" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: "Please select a team" });
  });
});

describe("teams, settings and trivia statistics", () => {
  it("lists the FBS teams from the team cache with id, school, mascot, conference and colours", async () => {
    const response = await new TestClient().get("/api/teams");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(134);
    expect(response.body.find((t: { school: string }) => t.school === "Georgia")).toMatchObject({
      id: 61,
      mascot: "Bulldogs",
      conference: "SEC",
      color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      altColor: expect.any(String),
    });
  });

  it("answers the default points settings of RULES §9", async () => {
    const response = await new TestClient().get("/api/settings/points");
    expect(response.body).toEqual({
      correctWinner: 1,
      incorrectWinner: 0,
      exactScore: 2,
      correctMargin: 1,
      overUnderCorrect: 1,
      upsetBonus: 2,
      exactScoreEnabled: true,
      correctMarginEnabled: true,
      overUnderEnabled: true,
      upsetBonusEnabled: true,
    });
  });

  it("answers the user's own trivia counters, starting at zero", async () => {
    const client = await newUser();
    expect((await client.get("/api/trivia/stats")).body).toEqual({ totalCorrect: 0, currentStreak: 0, bestStreak: 0 });
    expect((await new TestClient().get("/api/trivia/stats")).status).toBe(401);
  });
});
