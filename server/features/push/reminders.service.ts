import { sql } from "drizzle-orm";
import { CENTRAL_TIME_ZONE } from "../../../shared/domain/central-time.ts";
import { isCardGameLocked, locksAt } from "../../../shared/domain/league-card.ts";
import { playsOnGlobalPicks } from "../../../shared/domain/league-rules.ts";
import { PICKS_LOCK_LEAD_MS, PUSH_TEXT, type PushPayload } from "../../../shared/domain/push.ts";
import { triviaDayOf } from "../../../shared/domain/trivia-day.ts";
import { CLIENT_ROUTES } from "../../../shared/routes.ts";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { pushSent } from "../../db/schema/index.ts";
import { leagueWeeks, weekOrCurrent } from "../leagues/league-week.service.ts";
import type { PushMessage } from "./push.sender.ts";

/** Claimed keys are kept this long: far longer than any window they guard. */
const SENT_KEPT_DAYS = 60;
/** A trivia reminder whose time passed while no process led the jobs still goes out this long after. */
const REMINDER_CATCH_UP_MS = 60 * 60_000;

const picksLockPayload = (games: number, url: string): PushPayload => ({
  kind: "picks_lock",
  title: PUSH_TEXT.picks_lock.title,
  body: PUSH_TEXT.picks_lock.body(games),
  url,
  tag: "picks-lock",
});

/**
 * "Picks lock in 1 hour" for the site's games: each subscribed player with open, unpicked Power-5
 * games kicking off in (now, now + 1 h] gets one message per kickoff instant not reminded of yet.
 * The claim (`picks_lock:<player>:<kickoff epoch>` in push_sent) and the decision are one
 * statement, so a second run, or a second leader running at once, finds every key taken.
 */
export async function claimSitePicksLockReminders(now: Date): Promise<PushMessage[]> {
  const until = new Date(now.getTime() + PICKS_LOCK_LEAD_MS);
  const rows = rowsOf<{ user_id: string; games: number | string }>(
    await db().execute(sql`
      with due as (
        select s.user_id, g.id as game_id, g.kickoff_iso
        from games g
        cross join (select distinct user_id from push_subscriptions) s
        where g.power_five and g.status = 'scheduled'
          and g.kickoff_iso > ${now.toISOString()}::timestamptz and g.kickoff_iso <= ${until.toISOString()}::timestamptz
          and not exists (select 1 from picks p where p.user_id = s.user_id and p.game_id = g.id)
      ),
      claimed as (
        insert into push_sent (key, kind, user_id)
        select distinct 'picks_lock:' || user_id || ':' || floor(extract(epoch from kickoff_iso))::bigint, 'picks_lock', user_id
        from due
        on conflict (key) do nothing
        returning user_id
      )
      select d.user_id, count(*) as games
      from due d
      where d.user_id in (select user_id from claimed)
      group by d.user_id`),
  );
  return rows.map((row) => ({ userId: row.user_id, payload: picksLockPayload(Number(row.games), CLIENT_ROUTES.week) }));
}

/**
 * "Picks lock in 1 hour" for league cards (leagues not on the site's format: their own slate,
 * confidence, spread, or a `first_kickoff` deadline that locks the whole card at the slate's first
 * kickoff): each subscribed active member with card games locking in (now, now + 1 h] they have not
 * picked. Claimed under the same `picks_lock:<player>:<lock epoch>` keys as the site's games, so one
 * lock instant is one message to a player, whichever pool it comes from.
 */
export async function claimLeaguePicksLockReminders(now: Date): Promise<PushMessage[]> {
  const week = await weekOrCurrent(undefined).catch(() => null);
  if (!week) return [];
  const until = now.getTime() + PICKS_LOCK_LEAD_MS;
  const leagueIds = rowsOf<{ league_id: string }>(
    await db().execute(sql`
      select distinct lm.league_id from league_members lm
      where lm.status = 'active' and exists (select 1 from push_subscriptions s where s.user_id = lm.user_id)
      order by lm.league_id`),
  ).map((row) => row.league_id);
  // Every league's week in a few reads (not a few per league), then the games whose lock falls in the hour.
  const plays = await leagueWeeks(leagueIds, week.id);
  const due: { leagueId: string; gameId: string; lock: number }[] = [];
  for (const leagueId of leagueIds) {
    const play = plays.get(leagueId);
    if (!play || playsOnGlobalPicks(play.version.rules)) continue;
    const { deadline } = play.version.rules;
    for (const game of play.slate) {
      const lock = locksAt(deadline, play.slate, game).getTime();
      if (!isCardGameLocked(deadline, play.slate, game, now) && lock <= until) {
        due.push({ leagueId, gameId: game.id, lock: Math.floor(lock / 1000) });
      }
    }
  }
  if (due.length === 0) return [];
  const list = (values: readonly (string | number)[]) => `{${values.join(",")}}`;
  // One row per league, member and lock instant with its count of unpicked games: few rows to carry back.
  const rows = rowsOf<{ league_id: string; user_id: string; lock: string | number; games: number }>(
    await db().execute(sql`
      select d.league_id, lm.user_id, d.lock, count(*)::int as games
      from unnest(${list(due.map((d) => d.leagueId))}::uuid[], ${list(due.map((d) => d.gameId))}::uuid[],
        ${list(due.map((d) => d.lock))}::bigint[]) as d(league_id, game_id, lock)
      join league_members lm on lm.league_id = d.league_id and lm.status = 'active'
      where exists (select 1 from push_subscriptions s where s.user_id = lm.user_id)
        and not exists (
          select 1 from league_picks lp where lp.league_id = d.league_id and lp.user_id = lm.user_id and lp.game_id = d.game_id
        )
      group by d.league_id, lm.user_id, d.lock`),
  );
  // Per league (in order) and member: the unpicked games' lock instants.
  const unpicked = new Map<string, { leagueId: string; userId: string; locks: number[]; games: number }>();
  for (const row of rows) {
    const key = `${row.league_id}|${row.user_id}`;
    const entry = unpicked.get(key) ?? { leagueId: row.league_id, userId: row.user_id, locks: [], games: 0 };
    entry.locks.push(Number(row.lock));
    entry.games += Number(row.games);
    unpicked.set(key, entry);
  }
  const pairs = [...new Set(rows.map((row) => `${row.user_id}|${Number(row.lock)}`))].map((pair) => pair.split("|"));
  if (pairs.length === 0) return [];
  // Every member's lock instants claimed in one statement; a key newly taken gives one message, to the first league that has it.
  const claimed = new Set(
    rowsOf<{ key: string }>(
      await db().execute(sql`
        insert into push_sent (key, kind, user_id)
        select 'picks_lock:' || u || ':' || lock, 'picks_lock', u
        from unnest(${list(pairs.map(([u]) => u!))}::uuid[], ${list(pairs.map(([, l]) => l!))}::bigint[]) as p(u, lock)
        on conflict (key) do nothing
        returning key`),
    ).map((row) => row.key),
  );
  const ordered = [...unpicked.values()].sort((a, b) => a.leagueId.localeCompare(b.leagueId));
  const messages: PushMessage[] = [];
  for (const { leagueId, userId, locks, games } of ordered) {
    const keys = locks.map((lock) => `picks_lock:${userId}:${lock}`);
    if (!keys.some((key) => claimed.has(key))) continue;
    for (const key of keys) claimed.delete(key);
    messages.push({ userId, payload: picksLockPayload(games, `/leagues/${leagueId}`) });
  }
  return messages;
}

/**
 * "Your trivia is waiting": each subscribed player whose reminder time (Central Time, daylight
 * saving included) fell within the last hour, on a day with a set they have not submitted, once
 * a day (`trivia:<player>:<day>`).
 */
export async function claimTriviaReminders(now: Date): Promise<PushMessage[]> {
  const day = triviaDayOf(now);
  const at = sql`((${day}::date + pp.trivia_reminder_at::time) at time zone ${CENTRAL_TIME_ZONE})`;
  const rows = rowsOf<{ user_id: string }>(
    await db().execute(sql`
      insert into push_sent (key, kind, user_id)
      select 'trivia:' || pp.user_id || ':' || ${day}, 'trivia', pp.user_id
      from push_preferences pp
      where pp.trivia_reminder_at is not null
        and ${at} <= ${now.toISOString()}::timestamptz
        and ${at} > ${new Date(now.getTime() - REMINDER_CATCH_UP_MS).toISOString()}::timestamptz
        and exists (select 1 from push_subscriptions s where s.user_id = pp.user_id)
        and exists (select 1 from trivia_daily_questions q where q.day = ${day}::date)
        and not exists (select 1 from trivia_submissions t where t.user_id = pp.user_id and t.day = ${day}::date)
      on conflict (key) do nothing
      returning user_id`),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    payload: {
      kind: "trivia",
      title: PUSH_TEXT.trivia.title,
      body: PUSH_TEXT.trivia.body(),
      url: CLIENT_ROUTES.trivia,
      tag: `trivia-${day}`,
    },
  }));
}

/**
 * When the reminder job should next look: the next instant a kickoff is one hour away, or the next
 * quarter hour (trivia reminder times), whichever comes first.
 */
export async function nextReminderAt(now: Date): Promise<Date> {
  const [row] = rowsOf<{ at: Date | string | null }>(
    await db().execute(sql`
      select min(kickoff_iso) as at from games
      where status = 'scheduled' and kickoff_iso > ${new Date(now.getTime() + PICKS_LOCK_LEAD_MS).toISOString()}::timestamptz`),
  );
  const quarter = 15 * 60_000;
  const nextQuarter = Math.floor(now.getTime() / quarter) * quarter + quarter;
  const nextKickoff = row?.at ? new Date(row.at).getTime() - PICKS_LOCK_LEAD_MS : Number.POSITIVE_INFINITY;
  return new Date(Math.min(nextQuarter, nextKickoff));
}

/** Forgets claims older than SENT_KEPT_DAYS (the windows they guarded are long past). */
export async function forgetOldClaims() {
  await db().delete(pushSent).where(sql`${pushSent.sentAt} < now() - make_interval(days => ${SENT_KEPT_DAYS})`);
}
