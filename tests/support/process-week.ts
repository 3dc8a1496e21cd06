import type { Room } from "@colyseus/sdk";
import postgres from "postgres";
import type { WeekState } from "../../shared/realtime/week.state.ts";

type Maybe<T> = T | false | null | undefined;

/** Polls `probe` every 100 ms until it answers something truthy, which it returns; throws naming `what` after `timeoutMs`. */
export async function until<T>(
  probe: () => Maybe<T> | Promise<Maybe<T>>,
  timeoutMs: number,
  what = "the condition",
): Promise<T> {
  for (const end = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 100))) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`${what} not within ${timeoutMs} ms`);
  }
}

/** A week and a game kicking off tomorrow, of the test's own in PostgreSQL `url`: the replay sync never touches them. */
export async function insertOwnWeekWithGame(url: string, cfbdId = 990001) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [week] = await sql`insert into weeks (season, week, label, start_date, end_date)
    values (2031, 1, 'Week 1', now(), now() + interval '7 days') returning id`;
  const [game] = await sql`insert into games (week_id, cfbd_id, home_team, away_team, kickoff_iso)
    values (${week!.id}, ${cfbdId}, 'Georgia', 'Texas', now() + interval '1 day') returning id`;
  await sql.end();
  return { weekId: week!.id as string, gameId: game!.id as string };
}

/** Resolves once the week room shows `total` picks of `gameId`; rejects with what it saw after `ms`. */
export function picksSeen(room: Room<unknown, WeekState>, gameId: string, total: number, ms = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`saw ${room.state.games?.get(gameId)?.totalPicks} picks, not ${total}, in ${ms} ms`)),
      ms,
    );
    const check = () => {
      if (room.state.games?.get(gameId)?.totalPicks !== total) return;
      clearTimeout(timer);
      room.onStateChange.remove(check);
      resolve();
    };
    room.onStateChange(check);
    check();
  });
}
