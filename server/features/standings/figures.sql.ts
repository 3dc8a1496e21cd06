import { type SQL, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../db/client.ts";
import { pickOutcomeSql } from "../grading/pick-outcome.sql.ts";
import { weekSource } from "./standings.sql.ts";

/**
 * The boards' stored figures (decision 044): board_week_figures and user_points' counted-pick
 * columns. Points and who is on a board follow the ledger and picks through triggers (drizzle/0019);
 * a game's outcomes are counted here, in the transaction that grades or moves it, so the figures
 * always count each game as its row says.
 */

interface CountedGame {
  weekId: string;
  figuresWeekId: string | null;
  graded: boolean;
  finalHomeScore: number | null;
  finalAwayScore: number | null;
  countedHomeScore: number | null;
  countedAwayScore: number | null;
}

const pickersOf = (gameId: string) => sql`(select user_id from picks where game_id = ${gameId}::uuid)`;

/** A game's row as `g` for pickOutcomeSql, with the scores its figures were counted from. */
const countedAs = (home: number | null, away: number | null) =>
  sql`(select ${home === null ? null : new Date(0).toISOString()}::timestamptz as graded_at,
    ${home}::int as final_home_score, ${away}::int as final_away_score) g`;

/**
 * Brings the figures in line with the game's row: a first grading adds its picks' outcomes, new
 * final scores swap them, a game no longer graded or moved to another week (its global rows
 * follow it) recounts its pickers. `previousWeekId`: the week the game was in before this write,
 * for a game whose figures never counted it.
 */
export async function countGame(tx: DbOrTx, gameId: string, previousWeekId?: string) {
  const [game] = rowsOf<CountedGame>(
    await tx.execute(sql`select week_id as "weekId", figures_week_id as "figuresWeekId", graded_at is not null as graded,
      final_home_score as "finalHomeScore", final_away_score as "finalAwayScore",
      counted_home_score as "countedHomeScore", counted_away_score as "countedAwayScore"
      from games where id = ${gameId}::uuid for update`),
  );
  if (!game) return;
  const before = game.figuresWeekId ?? previousWeekId ?? game.weekId;
  const home = game.graded ? game.finalHomeScore : null;
  const away = game.graded ? game.finalAwayScore : null;
  const wasCounted = game.countedHomeScore !== null;
  if (before !== game.weekId) {
    await tx.execute(sql`update points_transactions set week_id = ${game.weekId}::uuid
      where game_id = ${gameId}::uuid and league_id is null and week_id is distinct from ${game.weekId}::uuid`);
    await recountPlayers(tx, pickersOf(gameId), [before, game.weekId]);
  } else if (!wasCounted && home !== null) {
    await addOutcomes(tx, gameId, game.weekId, countedAs(null, null), true);
  } else if (wasCounted && home === null) {
    await recountPlayers(tx, pickersOf(gameId), [game.weekId]);
  } else if (wasCounted && (home !== game.countedHomeScore || away !== game.countedAwayScore)) {
    await addOutcomes(tx, gameId, game.weekId, countedAs(game.countedHomeScore, game.countedAwayScore));
  }
  // A first grading's record is true of that grading only: any other change of its counting ends it.
  const firstGrading = before === game.weekId && !wasCounted && home !== null;
  const unchanged =
    before === game.weekId && wasCounted && home === game.countedHomeScore && away === game.countedAwayScore;
  if (!firstGrading && !unchanged) await tx.execute(sql`delete from grading_deltas where game_id = ${gameId}::uuid`);
  await tx.execute(sql`update games set figures_week_id = week_id, counted_home_score = ${home}::int,
    counted_away_score = ${away}::int where id = ${gameId}::uuid`);
}

/** How long a first grading's record is kept for the boards of every process (decision 045). */
const RECORD_KEPT = sql`interval '15 minutes'`;

/**
 * Moves each picker's counted outcomes from what `before` (the game as last counted, or never
 * counted) gave them to what the game gives now, on its week's board and the all-time one. A
 * pick's save joins the tie-break keys when it first counts; new scores keep the same picks counted.
 * `record`: a first grading, also written to grading_deltas from the same read of its picks.
 */
async function addOutcomes(tx: DbOrTx, gameId: string, weekId: string, before: SQL, record = false) {
  const outcome = (side: "correct" | "incorrect") =>
    sql`(${pickOutcomeSql} = ${side})::int - coalesce((select (${pickOutcomeSql} = ${side})::int from ${before}), 0)`;
  const recorded = record
    ? sql`recorded as (
        insert into grading_deltas as r (game_id, week_id, deltas)
        select ${gameId}::uuid, ${weekId}::uuid, coalesce(encode(string_agg(uuid_send(d.user_id)
          || int4send(coalesce(t.points, 0)) || int8send((extract(epoch from d.updated_at) * 1000000)::bigint)
          || int2send(d.correct::int2), ''::bytea), 'base64'), '')
        from d left join (
          select user_id, sum(amount)::int as points from points_transactions
          where game_id = ${gameId}::uuid and league_id is null group by user_id
        ) t on t.user_id = d.user_id
        on conflict (game_id) do update set week_id = excluded.week_id, deltas = excluded.deltas, recorded_at = now()
      ),
      pruned as (
        delete from grading_deltas where recorded_at < now() - ${RECORD_KEPT} and game_id <> ${gameId}::uuid
      ),`
    : sql``;
  await tx.execute(sql`
    with d as (
      select p.user_id, ${outcome("correct")} as correct, ${outcome("incorrect")} as incorrect, p.updated_at
      from picks p join games g on g.id = p.game_id where p.game_id = ${gameId}::uuid
    ),
    ${recorded}
    weekly as (
      insert into board_week_figures as f (week_id, user_id, correct_wins, incorrect_wins, last_counted_pick_at)
      select ${weekId}::uuid, user_id, correct, incorrect, updated_at from d order by user_id
      on conflict (week_id, user_id) do update set correct_wins = f.correct_wins + excluded.correct_wins,
        incorrect_wins = f.incorrect_wins + excluded.incorrect_wins,
        last_counted_pick_at = greatest(f.last_counted_pick_at, excluded.last_counted_pick_at)
    )
    update user_points u set correct_wins = u.correct_wins + d.correct, incorrect_wins = u.incorrect_wins + d.incorrect,
      last_counted_pick_at = greatest(u.last_counted_pick_at, d.updated_at)
    from (select * from d order by user_id) d where u.user_id = d.user_id`);
}

/**
 * Rebuilds the figures of `users` (a set: a subquery of user ids) in `weekIds` from their picks and
 * the ledger (the boards' source, standings.sql.ts), and their all-time counts from their weeks.
 * For what cannot be moved by a difference: a game leaving a week, or no longer graded.
 */
export async function recountPlayers(tx: DbOrTx, users: SQL, weekIds: readonly string[]) {
  for (const weekId of new Set(weekIds)) {
    await tx.execute(sql`
      with s as (${weekSource(weekId, users)}),
      gone as (
        delete from board_week_figures f where f.week_id = ${weekId}::uuid and f.user_id in ${users}
          and f.user_id not in (select user_id from s)
      )
      insert into board_week_figures as f (week_id, user_id, points, correct_wins, incorrect_wins, last_counted_pick_at)
      select ${weekId}::uuid, user_id, points, correct_wins, incorrect_wins, last_pick from s
      on conflict (week_id, user_id) do update set points = excluded.points, correct_wins = excluded.correct_wins,
        incorrect_wins = excluded.incorrect_wins, last_counted_pick_at = excluded.last_counted_pick_at`);
  }
  await tx.execute(sql`
    update user_points u set correct_wins = a.correct_wins, incorrect_wins = a.incorrect_wins, last_counted_pick_at = a.last_pick
    from (
      select p.user_id, coalesce(sum(f.correct_wins), 0)::int as correct_wins, coalesce(sum(f.incorrect_wins), 0)::int as incorrect_wins,
        max(f.last_counted_pick_at) as last_pick
      from user_points p left join board_week_figures f on f.user_id = p.user_id
      where p.user_id in ${users} group by p.user_id
    ) a where u.user_id = a.user_id`);
}

/**
 * Builds every figure afresh from the ledger and picks, week by week (a bulk load that bypassed the
 * triggers: the bench's seed). Migration 0019 does the same once, in SQL of its own.
 */
export async function rebuildFigures(tx: DbOrTx) {
  await tx.execute(sql`truncate board_week_figures`);
  const weeks = rowsOf<{ id: string }>(await tx.execute(sql`select id from weeks order by id`));
  for (const { id } of weeks) {
    await tx.execute(sql`
      insert into board_week_figures (week_id, user_id, points, correct_wins, incorrect_wins, last_counted_pick_at)
      select ${id}::uuid, user_id, points, correct_wins, incorrect_wins, last_pick from (${weekSource(id)}) s order by user_id`);
  }
  await tx.execute(sql`
    update user_points u set on_board = a.user_id is not null or t.user_id is not null,
      correct_wins = coalesce(a.correct_wins, 0), incorrect_wins = coalesce(a.incorrect_wins, 0),
      last_counted_pick_at = a.last_pick
    from user_points p
    left join (
      select user_id, sum(correct_wins)::int as correct_wins, sum(incorrect_wins)::int as incorrect_wins,
        max(last_counted_pick_at) as last_pick
      from board_week_figures group by user_id
    ) a on a.user_id = p.user_id
    left join (select distinct user_id from points_transactions where game_id is null and league_id is null) t on t.user_id = p.user_id
    where u.user_id = p.user_id`);
  await tx.execute(sql`update games set figures_week_id = week_id,
    counted_home_score = case when graded_at is not null then final_home_score end,
    counted_away_score = case when graded_at is not null then final_away_score end`);
}
