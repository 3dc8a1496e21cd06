import { db } from "../../server/db/index.ts";
import { type Game, games, weeks } from "../../server/db/schema/index.ts";
import { setEnvForTests } from "../../server/env.ts";
import { TestClient } from "./client.ts";

let nextCfbdId = 900_000;

export async function createWeek(overrides: Partial<typeof weeks.$inferInsert> = {}) {
  const [week] = await db()
    .insert(weeks)
    .values({
      season: 2024,
      week: 13,
      label: "Week 13",
      startDate: new Date("2024-11-17T06:00:00Z"),
      endDate: new Date("2024-11-24T05:59:59.999Z"),
      isCurrent: true,
      ...overrides,
    })
    .returning();
  return week!;
}

export async function createGame(weekId: string, overrides: Partial<typeof games.$inferInsert> = {}): Promise<Game> {
  const [game] = await db()
    .insert(games)
    .values({
      weekId,
      cfbdId: nextCfbdId++,
      homeTeam: "Georgia",
      awayTeam: "Texas",
      homeConference: "SEC",
      awayConference: "SEC",
      kickoffISO: new Date(Date.now() + 24 * 3600_000),
      spread: "Georgia -3.5",
      overUnder: "52.5",
      ...overrides,
    })
    .returning();
  return game!;
}

export async function adminClient(email = "admin@example.com") {
  setEnvForTests({ ADMIN_EMAILS: [email], LOG_LEVEL: "silent" });
  const client = new TestClient();
  await client.signUp(email, "commissioner");
  return client;
}

export async function playerClient(email: string, handle: string) {
  const client = new TestClient();
  await client.signUp(email, handle);
  return client;
}
