import { sql } from "drizzle-orm";
import { leagueMemberName } from "../../../shared/domain/display-name.ts";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { pastDeadline } from "./trivia-deadline.sql.ts";

export interface RacerRow {
  userId: string;
  name: string;
  answered: number;
  total: number;
  correct: number;
  /** Epoch ms when this member's first running countdown ends (a league set runs beside the global one); 0 when none. */
  deadlineAt: number;
}

/**
 * Each active member's progress on the day's questions of this league: the global set and, when
 * the league plays trivia, its own set. A question counts as answered once it is answered or its
 * countdown (plus grace) has run out.
 */
export async function raceRows(leagueId: string, day: string, now: Date): Promise<RacerRow[]> {
  const open = sql`(a.answered_at is null and not ${pastDeadline(sql`a.deadline_at`, now)})`;
  const rows = rowsOf<Record<string, unknown>>(
    await db().execute(sql`
      with day_questions as (
        select trivia_question_id as id from trivia_daily_questions where day = ${day}::date
        union
        select q.id from trivia_questions q join leagues l on l.id = q.league_id and l.league_type <> 'picks_only'
        where q.league_id = ${leagueId}::uuid and q.scheduled_date = ${day}::date and q.is_active
      )
      select m.user_id as "userId", u.handle, u.first_name as "firstName", u.last_name as "lastName",
        (select count(*) from day_questions)::int as total,
        (count(a.id) filter (where not ${open}))::int as answered,
        (count(a.id) filter (where a.is_correct))::int as correct,
        min(a.deadline_at) filter (where ${open}) as "deadlineAt"
      from league_members m
      join users u on u.id = m.user_id
      left join user_trivia_attempts a on a.user_id = m.user_id and a.attempt_date = ${day}::date
        and a.trivia_question_id in (select id from day_questions)
      where m.league_id = ${leagueId}::uuid and m.status = 'active'
      group by m.user_id, u.handle, u.first_name, u.last_name`),
  );
  return rows.map((r) => ({
    userId: r.userId as string,
    name: leagueMemberName({
      handle: r.handle as string | null,
      firstName: r.firstName as string | null,
      lastName: r.lastName as string | null,
    }),
    answered: Number(r.answered),
    total: Number(r.total),
    correct: Number(r.correct),
    deadlineAt: r.deadlineAt ? new Date(r.deadlineAt as string).getTime() : 0,
  }));
}

export const hasFinished = (row: Pick<RacerRow, "answered" | "total">) => row.total > 0 && row.answered >= row.total;
