import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { weekPlay } from "../../../shared/domain/league-card.ts";
import { type LeagueRules, playsOnGlobalPicks, type RuleVersion } from "../../../shared/domain/league-rules.ts";
import { clock } from "../../clock.ts";
import { type DbOrTx, rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import {
  type Game,
  games,
  leagueRuleSets,
  leagueSlateGames,
  leagues,
  leagueVoidedGames,
} from "../../db/schema/index.ts";
import { postseasonGamesOf } from "../leagues/league-week.service.ts";
import { leagueRuleRows } from "./league-grading.rules.ts";

/**
 * A league holding a game: the rules of the game's week there, whose picks it plays on, and
 * whether its owner voided the game (decision 025: a `void` row worth 0 for each pick instead).
 */
export interface LeaguePlan {
  leagueId: string;
  onGlobalPicks: boolean;
  rules: LeagueRules;
  voided: boolean;
  /** N, the week's slate size there: a confidence value above it counts nothing (decision 053). */
  slateSize: number;
}

/**
 * Every league that counts picks and has the game on its week's slate, under the rules that week is
 * played with (decision 021) and whether it voided the game (decision 025), in five queries whatever
 * the number of leagues.
 */
export async function leaguesHolding(tx: DbOrTx, game: Game, onlyLeagueId?: string): Promise<LeaguePlan[]> {
  const counting = inArray(leagues.leagueType, ["both", "picks_only"]);
  const [versions, weekGames, selected, voids, postseason] = await Promise.all([
    tx
      .select({ set: leagueRuleSets })
      .from(leagueRuleSets)
      .innerJoin(leagues, eq(leagues.id, leagueRuleSets.leagueId))
      .where(onlyLeagueId ? and(counting, eq(leagues.id, onlyLeagueId)) : counting),
    tx.select().from(games).where(eq(games.weekId, game.weekId)),
    tx
      .select({ leagueId: leagueSlateGames.leagueId, gameId: leagueSlateGames.gameId })
      .from(leagueSlateGames)
      .where(eq(leagueSlateGames.weekId, game.weekId)),
    tx
      .select({ leagueId: leagueVoidedGames.leagueId })
      .from(leagueVoidedGames)
      .where(eq(leagueVoidedGames.gameId, game.id)),
    postseasonGamesOf(game.weekId, tx),
  ]);
  const voided = new Set(voids.map((row) => row.leagueId));
  const byLeague = new Map<string, RuleVersion[]>();
  for (const { set } of versions) {
    const { leagueId, savedAt, id: _id, ...rules } = set;
    byLeague.set(leagueId, [...(byLeague.get(leagueId) ?? []), { rules, savedAt }]);
  }
  const selectedBy = new Map<string, Set<string>>();
  for (const row of selected) selectedBy.set(row.leagueId, (selectedBy.get(row.leagueId) ?? new Set()).add(row.gameId));
  const plans: LeaguePlan[] = [];
  for (const [leagueId, leagueVersions] of byLeague) {
    const chosen = selectedBy.get(leagueId) ?? new Set<string>();
    const { version, slate } = weekPlay(leagueVersions, weekGames, chosen, postseason);
    const { rules } = version;
    if (slate.some((g) => g.id === game.id)) {
      plans.push({
        leagueId,
        onGlobalPicks: playsOnGlobalPicks(rules),
        rules,
        voided: voided.has(leagueId),
        slateSize: slate.length,
      });
    }
  }
  return plans;
}

const planJson = (plans: LeaguePlan[]) =>
  JSON.stringify(
    plans.map(({ leagueId, onGlobalPicks, voided, slateSize, rules: { pickMode, confidence, points: p } }) => ({
      league_id: leagueId,
      on_global: onGlobalPicks,
      voided,
      n: slateSize,
      mode: pickMode,
      conf: confidence,
      cw: p.correctWinner,
      iw: p.incorrectWinner,
      ex: p.exactScore,
      mg: p.correctMargin,
      ou: p.overUnderCorrect,
      up: p.upsetBonus,
      ex_on: p.exactScoreEnabled,
      mg_on: p.correctMarginEnabled,
      ou_on: p.overUnderEnabled,
      up_on: p.upsetBonusEnabled,
    })),
  );

/** One league's rows of the game (a void, a restore), or one member's there (a join). */
type Scope = { leagueId: string; userId?: string };

/**
 * The rows the leagues' rules want for the game's picks: active members' week-page picks in leagues
 * on the site's format, their card picks elsewhere. One statement for every league at once.
 */
function wantedLeagueRows(game: Game, plans: LeaguePlan[], scope?: Scope): SQL {
  const member = scope?.userId ? sql`and m.user_id = ${scope.userId}::uuid` : sql``;
  return sql`
    with plan as (
      select * from json_to_recordset(${planJson(plans)}::json) as l(league_id uuid, on_global boolean, voided boolean, n int, mode text,
        conf boolean, cw int, iw int, ex int, mg int, ou int, up int, ex_on boolean, mg_on boolean, ou_on boolean, up_on boolean)
    ),
    x as materialized (
      select l.*, p.user_id, p.id as pick_id, p.winner, p.pred_home_score, p.pred_away_score, p.pred_over_under,
        null::int as confidence, null::numeric as line
      from plan l join league_members m on m.league_id = l.league_id and m.status = 'active' ${member}
      join picks p on p.user_id = m.user_id and p.game_id = ${game.id}::uuid
      where l.on_global
      union all
      select l.*, lp.user_id, lp.id, lp.winner, null::int, null::int, null::text, lp.confidence, lp.line
      from plan l join league_picks lp on lp.league_id = l.league_id and lp.game_id = ${game.id}::uuid
      join league_members m on m.league_id = lp.league_id and m.user_id = lp.user_id and m.status = 'active' ${member}
      where not l.on_global
    )
    select r.*, ${game.weekId}::uuid as week_id from (${leagueRuleRows(game)}) r`;
}

const storedLeagueRows = (game: Game, scope?: Scope) => sql`
  select t.ctid as row_id, t.league_id, t.pick_id, t.reason, t.amount, t.week_id
  from points_transactions t
  where t.source = 'league_pick' and t.game_id = ${game.id}::uuid
    ${scope ? sql`and t.league_id = ${scope.leagueId}::uuid` : sql``}
    ${scope?.userId ? sql`and t.user_id = ${scope.userId}::uuid` : sql``}`;

// Matched with a FULL JOIN (hash or merge only), as the site's grading does.
const sameRow = sql`s.league_id = w.league_id and s.pick_id = w.pick_id and s.reason = w.reason
  and s.amount = w.amount and s.week_id = w.week_id`;

/**
 * Grades the game's picks in every league holding it (source `league_pick`, counted only in its
 * league, never in pointsTotal), converging like the site's grading: rows no longer wanted go, the
 * missing ones come, an unchanged regrade writes nothing. A league that voided the game gets one
 * `void` row worth 0 per pick instead of its points. `scope` limits it to one league, or one member
 * of one league. Callers hold the game's row lock.
 */
export async function gradeLeaguePicks(tx: DbOrTx, game: Game, scope?: Scope) {
  if (game.status !== "final" || game.finalHomeScore === null || game.finalAwayScore === null) return;
  const plans = await leaguesHolding(tx, game, scope?.leagueId);
  if (plans.length === 0) {
    await tx.execute(
      sql`delete from points_transactions t where t.ctid = any(array(select row_id from (${storedLeagueRows(game, scope)}) s))`,
    );
    return;
  }
  const insertInto = (rows: SQL) => sql`
    insert into points_transactions (user_id, source, reason, amount, week_id, game_id, pick_id, league_id, created_at)
    select w.user_id, 'league_pick', w.reason, w.amount, w.week_id, ${game.id}::uuid, w.pick_id, w.league_id,
      ${clock.now().toISOString()}::timestamptz
    from (${rows}) w
    order by w.league_id, w.pick_id, w.reason`;
  if (!(await hasLeagueRows(tx, game, scope))) {
    // A first grading: nothing stored to match, so the wanted rows go straight in, in one statement.
    await tx.execute(insertInto(wantedLeagueRows(game, plans, scope)));
    return;
  }
  // A regrade: the wanted rows are computed once, into a table the transaction drops, then matched twice.
  await tx.execute(sql`drop table if exists league_rows_wanted`);
  await tx.execute(sql`create temp table league_rows_wanted on commit drop as ${wantedLeagueRows(game, plans, scope)}`);
  const wanted = sql`select * from league_rows_wanted`;
  await tx.execute(sql`
    with outdated as (
      select s.row_id from (${wanted}) w full join (${storedLeagueRows(game, scope)}) s on ${sameRow}
      where w.pick_id is null
    )
    delete from points_transactions t where t.ctid = any(array(select row_id from outdated))`);
  await tx.execute(
    insertInto(sql`select w.* from (${wanted}) w full join (${storedLeagueRows(game, scope)}) s on ${sameRow}
      where s.row_id is null`),
  );
  await tx.execute(sql`drop table league_rows_wanted`);
}

async function hasLeagueRows(tx: DbOrTx, game: Game, scope?: Scope) {
  const found = await tx.execute(sql`select 1 from (${storedLeagueRows(game, scope)}) s limit 1`);
  return rowsOf(found).length > 0;
}

/**
 * A member who joins (or rejoins) a league gets its rows of every final game they picked: their
 * site picks in a league on the site's format, their card picks (kept from before a removal)
 * elsewhere. One game at a time, each under its row lock, scoped to the member.
 */
export async function gradeMemberInLeague(leagueId: string, userId: string) {
  const finals = rowsOf<{ id: string }>(
    await db().execute(sql`
      select g.id from games g
      where g.status = 'final' and (
        exists (select 1 from picks p where p.game_id = g.id and p.user_id = ${userId}::uuid)
        or exists (select 1 from league_picks lp where lp.game_id = g.id and lp.user_id = ${userId}::uuid
          and lp.league_id = ${leagueId}::uuid))
      order by g.kickoff_iso, g.id`),
  );
  for (const { id } of finals) {
    await db().transaction(async (tx) => {
      const [game] = await tx.select().from(games).where(eq(games.id, id)).for("update");
      if (game) await gradeLeaguePicks(tx, game, { leagueId, userId });
    });
  }
}
