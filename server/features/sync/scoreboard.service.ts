import { and, eq, inArray } from "drizzle-orm";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { type Game, games, type Week, weeks } from "../../db/schema/index.ts";
import { events } from "../../events.ts";
import {
  type CfbdGame,
  type CfbdScoreboardGame,
  type GamesProvider,
  gameStatusAt,
  type SeasonType,
} from "../../providers/games/index.ts";
import { gradeGame } from "../grading/grading.service.ts";
import { getPointsSettings } from "../settings/settings.service.ts";
import { gameUpdated } from "../weeks/week-live.service.ts";
import { detailsFromBoard, sameDetails } from "./scoreboard.mapping.ts";

export interface ScoreboardPoll {
  /** Provider calls this poll made: 1 (/scoreboard), 2 when a game went final (/games once). */
  calls: number;
  /** Games of the current week live after the poll: its Power-5 games, and every game of a postseason week. */
  live: number;
}

/**
 * One live poll: ONE `/scoreboard` call, each board game mapped by its CFBD id onto the stored game
 * of the current week. It writes the details (period, clock, line scores, network …) and, for a game
 * under way, the live status and score. A game the board reports completed that is not final here
 * takes its final from `/games` of the week, fetched once for all of them (finals come from /games);
 * until /games has it, it stays live with the board's score. A final game (an admin's included)
 * only gets its details. Publishes `game.updated` / `game.finalized` for the games that changed, as
 * a full sync does, and grades the games that went final.
 */
export async function pollScoreboard(provider: GamesProvider): Promise<ScoreboardPoll> {
  const [week] = await db().select().from(weeks).where(eq(weeks.isCurrent, true)).limit(1);
  if (!week) return { calls: 0, live: 0 };
  const board = await provider.getScoreboard();
  let calls = 1;
  const stored = board.length
    ? await db()
        .select()
        .from(games)
        .where(
          and(
            eq(games.weekId, week.id),
            inArray(
              games.cfbdId,
              board.map((b) => b.id),
            ),
          ),
        )
    : [];
  const byCfbdId = new Map(stored.map((g) => [g.cfbdId, g]));
  const pending = board.filter((b) => b.status === "completed" && byCfbdId.get(b.id)?.status !== "final");
  let finals = new Map<number, CfbdGame>();
  if (pending.some((b) => byCfbdId.has(b.id))) {
    const now = clock.now();
    const listed = await provider.getGames({
      year: week.season,
      week: week.week,
      seasonType: week.seasonType as SeasonType,
    });
    calls += 1;
    finals = new Map(
      listed
        .filter((g) => gameStatusAt(g, now) === "final" && g.homePoints != null && g.awayPoints != null)
        .map((g) => [g.id, g]),
    );
  }

  const changed = await writeBoard(board, byCfbdId, finals);
  for (const game of changed) {
    if (game.status === "final") events.publish("game.finalized", { gameId: game.id, weekId: game.weekId });
    else events.publish("game.updated", gameUpdated(game));
  }
  return { calls, live: await liveGamesOf(week) };
}

async function writeBoard(
  board: CfbdScoreboardGame[],
  byCfbdId: Map<number, Game>,
  finals: Map<number, CfbdGame>,
): Promise<Game[]> {
  const now = clock.now();
  const changed: Game[] = [];
  await db().transaction(async (tx) => {
    const settings = await getPointsSettings(tx);
    for (const entry of board) {
      const previous = byCfbdId.get(entry.id);
      if (!previous) continue;
      const details = detailsFromBoard(entry, previous.details ?? null);
      const values = { details, ...resultOf(entry, previous, finals.get(entry.id)) };
      const moved =
        !sameDetails(details, previous.details ?? null) ||
        (values.status !== undefined && values.status !== previous.status) ||
        (values.homeScore !== undefined && values.homeScore !== previous.homeScore) ||
        (values.awayScore !== undefined && values.awayScore !== previous.awayScore);
      if (!moved) continue;
      const [saved] = await tx
        .update(games)
        .set({ ...values, updatedAt: now })
        .where(eq(games.id, previous.id))
        .returning();
      changed.push(saved!);
      if (saved!.status === "final" && previous.status !== "final") await gradeGame(tx, saved!, settings);
    }
  });
  return changed;
}

/** The status and score a board game gives a stored game that is not final yet (nothing for a final one). */
function resultOf(entry: CfbdScoreboardGame, previous: Game, final: CfbdGame | undefined) {
  if (previous.status === "final") return {};
  if (entry.status === "completed" && final) {
    return {
      status: "final" as const,
      homeScore: final.homePoints!,
      awayScore: final.awayPoints!,
      finalHomeScore: final.homePoints!,
      finalAwayScore: final.awayPoints!,
      finalizedBy: "sync" as const,
    };
  }
  if (entry.status === "scheduled") return {};
  const home = entry.homeTeam.points;
  const away = entry.awayTeam.points;
  return home != null && away != null
    ? { status: "live" as const, homeScore: home, awayScore: away }
    : { status: "live" as const };
}

async function liveGamesOf(week: Week): Promise<number> {
  const played = week.seasonType === "postseason" ? undefined : eq(games.powerFive, true);
  return db().$count(games, and(eq(games.weekId, week.id), eq(games.status, "live"), played));
}
