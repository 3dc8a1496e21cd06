import {
  leagueCardBodySchema,
  leagueCardQuerySchema,
  leagueCardSchema,
  leaguePicksSchema,
  missingCardsSchema,
} from "../contracts/league-card.ts";
import { leagueHistorySchema } from "../contracts/league-history.ts";
import { weekSlateBodySchema, weekSlateQuerySchema, weekSlateSchema } from "../contracts/league-rules.ts";
import {
  weekTiebreakerBodySchema,
  weekTiebreakerQuerySchema,
  weekTiebreakerSchema,
} from "../contracts/league-tiebreaker.ts";
import { leagueVoidsQuerySchema, leagueVoidsSchema, voidGameBodySchema } from "../contracts/league-voids.ts";
import {
  createLeagueBodySchema,
  joinByCodeBodySchema,
  joinLeagueResponseSchema,
  leagueDetailSchema,
  leagueInviteSchema,
  leagueListResponseSchema,
  leagueMembersResponseSchema,
  leagueSlugResponseSchema,
  removeMemberResponseSchema,
  rotateJoinCodeResponseSchema,
  updateLeagueBodySchema,
} from "../contracts/leagues.ts";
import { survivorBoardSchema, survivorPickBodySchema, survivorQuerySchema } from "../contracts/survivor.ts";
import { apiRoute, errors, json, jsonBody, pathParams } from "./openapi-kit.ts";

const tags = ["Leagues"];
const joinLimit = { name: "leagueJoin", per: "user" } as const;

export const inviteByCodeRoute = apiRoute({
  method: "get",
  path: "/leagues/by-code/{code}",
  tags,
  summary: "The league a join code invites to (the invite page)",
  access: "public",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("code") },
  responses: { 200: json(leagueInviteSchema, "The invited league"), ...errors(404) },
});

export const listLeaguesRoute = apiRoute({
  method: "get",
  path: "/leagues",
  tags,
  summary: "The caller's leagues and the public leagues they are not in",
  access: "user",
  limit: { name: "read", per: "user" },
  responses: { 200: json(leagueListResponseSchema, "Both lists") },
});

export const createLeagueRoute = apiRoute({
  method: "post",
  path: "/leagues",
  tags,
  summary: "Create a league owned by the caller",
  access: "player",
  limit: joinLimit,
  request: { body: jsonBody(createLeagueBodySchema) },
  responses: { 201: json(leagueDetailSchema, "The new league"), ...errors(409) },
});

export const joinByCodeRoute = apiRoute({
  method: "post",
  path: "/leagues/join",
  tags,
  summary: "Join a league by its join code",
  access: "player",
  limit: joinLimit,
  request: { body: jsonBody(joinByCodeBodySchema) },
  responses: { 200: json(joinLeagueResponseSchema, "Joined"), ...errors(404, 409) },
});

export const joinByLinkRoute = apiRoute({
  method: "post",
  path: "/leagues/join/{code}",
  tags,
  summary: "Join a league from an invite link",
  access: "player",
  limit: joinLimit,
  request: { params: pathParams("code") },
  responses: { 200: json(joinLeagueResponseSchema, "Joined"), ...errors(400, 404, 409) },
});

export const leagueBySlugRoute = apiRoute({
  method: "get",
  path: "/leagues/slug/{slug}",
  tags,
  summary: "The id of the league at a vanity URL",
  access: "user",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("slug") },
  responses: { 200: json(leagueSlugResponseSchema, "The league's id"), ...errors(404) },
});

export const leagueDetailRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}",
  tags,
  summary: "One league (a private league is a 404 to non-members)",
  access: "user",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(leagueDetailSchema, "The league"), ...errors(404) },
});

export const updateLeagueRoute = apiRoute({
  method: "patch",
  path: "/leagues/{id}",
  tags,
  summary: "Change a league's name, description, visibility or type (owner only)",
  access: "user",
  limit: { name: "boardWrite", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(updateLeagueBodySchema) },
  responses: { 200: json(leagueDetailSchema, "The league as changed"), ...errors(403, 404) },
});

export const leagueMembersRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/members",
  tags,
  summary: "A league's active members",
  access: "user",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(leagueMembersResponseSchema, "The members, owner first"), ...errors(404) },
});

export const joinPublicLeagueRoute = apiRoute({
  method: "post",
  path: "/leagues/{id}/join",
  tags,
  summary: "Join a public league",
  access: "player",
  limit: joinLimit,
  request: { params: pathParams("id") },
  responses: { 200: json(joinLeagueResponseSchema, "Joined"), ...errors(404, 409) },
});

export const removeMemberRoute = apiRoute({
  method: "delete",
  path: "/leagues/{id}/members/{userId}",
  tags,
  summary: "Remove a member (owner only)",
  access: "user",
  limit: { name: "boardWrite", per: "user" },
  request: { params: pathParams("id", "userId") },
  responses: { 200: json(removeMemberResponseSchema, "Removed"), ...errors(400, 403, 404) },
});

export const rotateJoinCodeRoute = apiRoute({
  method: "post",
  path: "/leagues/{id}/join-code",
  tags,
  summary: "Replace the join code; the old one stops working (owner only)",
  access: "user",
  limit: { name: "write", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(rotateJoinCodeResponseSchema, "The new code"), ...errors(403, 404) },
});

export const leagueSlateRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/slate",
  tags,
  summary: "The games the owner selected for a week (leagues whose slate is selected)",
  access: "user",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("id"), query: weekSlateQuerySchema },
  responses: { 200: json(weekSlateSchema, "The week's slate, empty until set"), ...errors(404) },
});

export const setLeagueSlateRoute = apiRoute({
  method: "put",
  path: "/leagues/{id}/slate",
  tags,
  summary: "Choose a week's games, 1 to 30 of that week, until the first of them kicks off (owner only)",
  access: "user",
  limit: { name: "boardWrite", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(weekSlateBodySchema) },
  responses: { 200: json(weekSlateSchema, "The slate as saved"), ...errors(403, 404, 409) },
});

export const leagueCardRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/card",
  tags,
  summary: "The caller's card for a week: the slate under the week's rules, their picks and tiebreaker",
  access: "user",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("id"), query: leagueCardQuerySchema },
  responses: { 200: json(leagueCardSchema, "The card"), ...errors(403, 404) },
});

export const saveLeagueCardRoute = apiRoute({
  method: "put",
  path: "/leagues/{id}/card",
  tags,
  summary: "Save picks, confidence values and the tiebreaker of a week's card, all or nothing",
  access: "player",
  limit: { name: "pickWrite", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(leagueCardBodySchema) },
  responses: { 200: json(leagueCardSchema, "The card as saved"), ...errors(404, 409) },
});

export const leagueWeekPicksRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/picks",
  tags,
  summary: "Every member's picks of a week's locked slate games (open games' picks stay hidden)",
  access: "user",
  limit: { name: "expensiveRead", per: "user" },
  request: { params: pathParams("id"), query: leagueCardQuerySchema },
  responses: { 200: json(leaguePicksSchema, "The locked picks, by member"), ...errors(404) },
});

export const leagueHistoryRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/history",
  tags,
  summary:
    "The season week by week: each member's points and rank per week, the weeks' winners under their rules, season totals and the champion once the season has ended",
  access: "user",
  limit: { name: "seasonRead", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(leagueHistorySchema, "The weeks × members grid"), ...errors(404) },
});

export const missingCardsRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/missing-cards",
  tags,
  summary: "Members who have not filled their card for the next lock, by name only (owner only)",
  access: "user",
  limit: { name: "expensiveRead", per: "user" },
  request: { params: pathParams("id") },
  responses: { 200: json(missingCardsSchema, "Who still has picks to make"), ...errors(403, 404) },
});

export const leagueVoidsRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/voids",
  tags,
  summary: "The games of a week the owner voided for the league (they earn nothing there)",
  access: "user",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("id"), query: leagueVoidsQuerySchema },
  responses: { 200: json(leagueVoidsSchema, "The week's voided games, by kickoff"), ...errors(404) },
});

export const voidLeagueGameRoute = apiRoute({
  method: "post",
  path: "/leagues/{id}/voids",
  tags,
  summary:
    "Void a game of the league's slate: its picks earn nothing there, a void row each in the ledger (owner only)",
  access: "user",
  limit: { name: "boardWrite", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(voidGameBodySchema) },
  responses: { 200: json(leagueVoidsSchema, "The game's week's voided games"), ...errors(403, 404, 409) },
});

export const restoreLeagueGameRoute = apiRoute({
  method: "delete",
  path: "/leagues/{id}/voids/{gameId}",
  tags,
  summary: "Restore a voided game: its picks are graded by the league's rules again (owner only)",
  access: "user",
  limit: { name: "boardWrite", per: "user" },
  request: { params: pathParams("id", "gameId") },
  responses: { 200: json(leagueVoidsSchema, "The game's week's voided games"), ...errors(403, 404) },
});

export const weekTiebreakerRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/tiebreaker",
  tags,
  summary: "A week's tiebreaker game: the one the owner named, else the slate's last kickoff",
  access: "user",
  limit: { name: "read", per: "user" },
  request: { params: pathParams("id"), query: weekTiebreakerQuerySchema },
  responses: { 200: json(weekTiebreakerSchema, "The week's tiebreaker game"), ...errors(404) },
});

export const setWeekTiebreakerRoute = apiRoute({
  method: "put",
  path: "/leagues/{id}/tiebreaker",
  tags,
  summary: "Name a week's tiebreaker game among its slate, until the slate's first game locks (owner only)",
  access: "user",
  limit: { name: "boardWrite", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(weekTiebreakerBodySchema) },
  responses: { 200: json(weekTiebreakerSchema, "The week's tiebreaker game as saved"), ...errors(403, 404, 409) },
});

export const survivorBoardRoute = apiRoute({
  method: "get",
  path: "/leagues/{id}/survivor",
  tags,
  summary:
    "A survivor pool's week: members alive and out (with the week they fell), lives, used teams and the week's picks once locked",
  access: "user",
  limit: { name: "seasonRead", per: "user" },
  request: { params: pathParams("id"), query: survivorQuerySchema },
  responses: { 200: json(survivorBoardSchema, "The survivor board"), ...errors(404, 409) },
});

export const saveSurvivorPickRoute = apiRoute({
  method: "put",
  path: "/leagues/{id}/survivor",
  tags,
  summary: "Pick this week's team in a survivor pool: once per season, from the week's slate, until its game locks",
  access: "player",
  limit: { name: "pickWrite", per: "user" },
  request: { params: pathParams("id"), body: jsonBody(survivorPickBodySchema) },
  responses: { 200: json(survivorBoardSchema, "The board with the pick saved"), ...errors(403, 404, 409) },
});
