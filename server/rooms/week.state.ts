import { schema, t, type SchemaType } from "@colyseus/schema";

export const WeekGame = schema(
  {
    status: t.string(),
    homeScore: t.int16(),
    awayScore: t.int16(),
    hasScore: t.boolean(),
    homePercent: t.uint8(),
    awayPercent: t.uint8(),
    totalPicks: t.uint32(),
  },
  "WeekGame",
);
export type WeekGame = SchemaType<typeof WeekGame>;

export const WeekState = schema(
  {
    weekId: t.string(),
    protocol: t.uint8(),
    games: t.map(WeekGame),
  },
  "WeekState",
);
export type WeekState = SchemaType<typeof WeekState>;
