import { type SchemaType, schema, type ToJSON, t } from "@colyseus/schema";

/**
 * The league room's state, declared once: the server keeps it, clients get its plain shape
 * (`LeagueRoomState`). Data every viewer of the league may see — never an email, never a pick.
 * Changing a field changes the wire format: bump PROTOCOL_VERSION.
 */
export const LeagueStanding = schema(
  {
    userId: t.string(),
    /** The display name (shared/domain/display-name.ts leagueMemberName without the email fallback). */
    name: t.string(),
    rank: t.uint32(),
    /** The rank this player had before the last change of the board; 0 when they were not on it. */
    previousRank: t.uint32(),
    points: t.int32(),
    /** Place in the board's order from 0: members sharing a rank keep the board's order (issue 39). */
    position: t.uint32(),
    /** False while nothing of the member's counts yet: no place, no medal. */
    placed: t.boolean(),
  },
  "LeagueStanding",
);
export type LeagueStanding = SchemaType<typeof LeagueStanding>;

/**
 * "If it ends now" (issue 20, decision 026): a member's week points and rank were the live slate
 * games to end with their scores now. Totals only, as the week board's: never a pick.
 */
export const ProjectedStanding = schema(
  {
    userId: t.string(),
    points: t.int32(),
    rank: t.uint32(),
  },
  "ProjectedStanding",
);
export type ProjectedStanding = SchemaType<typeof ProjectedStanding>;

/** A member with at least one open connection to this league's room, on any process. */
export const OnlineMember = schema({ userId: t.string(), handle: t.string() }, "OnlineMember");
export type OnlineMember = SchemaType<typeof OnlineMember>;

/**
 * A member's progress in today's trivia (the global set and this league's set): counts and the
 * running countdown only, never an answer nor a score (scores come over HTTP, to those who finished).
 */
export const TriviaRacer = schema(
  {
    userId: t.string(),
    name: t.string(),
    answered: t.uint16(),
    total: t.uint16(),
    finished: t.boolean(),
    /** Epoch milliseconds (server clock) when the question this member is answering times out; 0 when none. */
    deadlineAt: t.float64(),
  },
  "TriviaRacer",
);
export type TriviaRacer = SchemaType<typeof TriviaRacer>;

/**
 * A member of a survivor pool (decision 040): alive or out, lives left and the week they fell.
 * Never a pick: an unlocked pick is the member's own, and locked ones come over HTTP.
 */
export const SurvivorStanding = schema(
  {
    userId: t.string(),
    name: t.string(),
    livesLeft: t.uint8(),
    /** The week the member lost their last life; "" while alive. */
    fellWeekId: t.string(),
    fellWeekLabel: t.string(),
  },
  "SurvivorStanding",
);
export type SurvivorStanding = SchemaType<typeof SurvivorStanding>;

export const LeagueState = schema(
  {
    leagueId: t.string(),
    /** The current week of `week`; "" when there is none. */
    weekId: t.string(),
    /** Active members now; it moves with every join, removal and account deletion. */
    memberCount: t.uint32(),
    /** Season standings (totalPoints), keyed by user id: every active member. */
    season: t.map(LeagueStanding),
    /** The current week's standings (points), keyed by user id. */
    week: t.map(LeagueStanding),
    /** The current week's live slate games projected in `projected` (with a score); 0 when none. */
    liveGames: t.uint16(),
    /** Each member of `week` as if the live slate games ended now, keyed by user id; empty while none is live. */
    projected: t.map(ProjectedStanding),
    /** Members online now, keyed by user id. */
    online: t.map(OnlineMember),
    /** The Central-Time trivia day of `trivia`, 'YYYY-MM-DD'. */
    triviaDay: t.string(),
    /** Every active member's trivia progress today, keyed by user id. */
    trivia: t.map(TriviaRacer),
    /** `pickem` or `survivor` (decision 040). */
    format: t.string(),
    /** A survivor pool's members still alive; 0 in a pick'em league. */
    survivorAlive: t.uint32(),
    /** A survivor pool's winner once decided; "" until then. */
    survivorWinnerId: t.string(),
    /** A survivor pool's members, keyed by user id; empty in a pick'em league. */
    survivor: t.map(SurvivorStanding),
  },
  "LeagueState",
);
export type LeagueState = SchemaType<typeof LeagueState>;

export type LeagueStandingState = ToJSON<LeagueStanding>;
export type ProjectedStandingState = ToJSON<ProjectedStanding>;
export type OnlineMemberState = ToJSON<OnlineMember>;
export type TriviaRacerState = ToJSON<TriviaRacer>;
export type SurvivorStandingState = ToJSON<SurvivorStanding>;
export type LeagueRoomState = ToJSON<LeagueState>;
