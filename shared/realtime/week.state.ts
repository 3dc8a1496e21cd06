import { type SchemaType, schema, type ToJSON, t } from "@colyseus/schema";
import type { GameStatus } from "../contracts/games.ts";

/**
 * The week room's state, declared once: the server keeps it, clients get its plain shape
 * (`WeekRoomState`). Data everyone viewing the week may see — never a pick.
 * Changing a field changes the wire format: bump PROTOCOL_VERSION.
 */
export const WeekGame = schema(
  {
    status: t.string<GameStatus>(),
    homeScore: t.int16(),
    awayScore: t.int16(),
    hasScore: t.boolean(),
    isPopular: t.boolean(),
    homePercent: t.uint8(),
    awayPercent: t.uint8(),
    totalPicks: t.uint32(),
    /** When the game's picks were last graded (ms since the epoch), 0 before: a change means points may have moved. */
    gradedAt: t.float64(),
    /** Scoreboard details (decision 031). The period under way: 1..4, then 5, 6 … for overtimes; 0 = none. */
    period: t.uint8(),
    /** Game clock as the provider writes it ("04:12"); "" = none (the replay has none). */
    clock: t.string(),
    /** The team with the ball: "HOME" | "AWAY" | "" (unknown). */
    possession: t.string<"HOME" | "AWAY" | "">(),
    /** Points per period so far, overtimes after the fourth. */
    homeLineScores: t.array("int16"),
    awayLineScores: t.array("int16"),
    /** Down and distance ("3rd & 4 at OSU 35"); "" = none. */
    situation: t.string(),
    lastPlay: t.string(),
  },
  "WeekGame",
);
export type WeekGame = SchemaType<typeof WeekGame>;

export const WeekState = schema(
  {
    weekId: t.string(),
    games: t.map(WeekGame),
  },
  "WeekState",
);
export type WeekState = SchemaType<typeof WeekState>;

export type WeekGameState = ToJSON<WeekGame>;
export type WeekRoomState = ToJSON<WeekState>;
/** What a game's own row gives its card: everything but the pick split. */
export type LiveGameFields = Omit<WeekGameState, "homePercent" | "awayPercent" | "totalPicks">;
