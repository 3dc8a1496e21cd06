import { sql } from "drizzle-orm";
import type { TriviaCategory, TriviaDifficulty } from "../../../shared/domain/enums.ts";
import { GLOBAL_QUESTIONS_PER_DAY } from "../../../shared/domain/trivia-day.ts";
import { type DbOrTx, rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { askableCutoff } from "../trivia-bank/trivia-bank.askable.ts";

/**
 * Fixes the global set of a Central-Time day (idempotent, safe from several processes at once):
 * the questions scheduled for that date first, then questions drawn from the active unscheduled
 * bank: never shown on an earlier day first, then the longest unseen, each tie settled by a hash
 * of the day, so every process draws the same set. Only questions whose facts were known before the
 * day began are drawn (decision 017). A day short of questions (an empty bank, a deleted question)
 * is topped up on the next call.
 */
export async function openTriviaDay(day: string, database: DbOrTx = db()): Promise<void> {
  const cutoff = await askableCutoff(day);
  await database.execute(sql`
    with held as (
      select coalesce(max(position) + 1, 0) as next_position, count(*) as held
      from trivia_daily_questions where day = ${day}::date
    ),
    candidates as (
      select q.id, row_number() over (order by
        (q.scheduled_date is null), last_shown.day nulls first, md5(${day} || q.id::text), q.id) as rank
      from trivia_questions q
      left join lateral (select max(d.day) as day from trivia_daily_questions d where d.trivia_question_id = q.id) last_shown on true
      where q.league_id is null and q.is_active
        and (q.scheduled_date = ${day}::date or q.scheduled_date is null)
        and (q.known_at is null or q.known_at < ${cutoff?.toISOString() ?? null}::timestamptz)
        and not exists (select 1 from trivia_daily_questions d where d.day = ${day}::date and d.trivia_question_id = q.id)
    )
    insert into trivia_daily_questions (day, position, trivia_question_id)
    select ${day}::date, held.next_position + c.rank - 1, c.id
    from candidates c, held
    where c.rank <= ${GLOBAL_QUESTIONS_PER_DAY} - held.held
    on conflict do nothing`);
}

export interface DayQuestion {
  id: string;
  question: string;
  correctAnswer: string;
  incorrectAnswers: string[];
  category: TriviaCategory;
  difficulty: TriviaDifficulty;
  explanation: string | null;
  /** Who wrote or generated it (null: seeded, or its author was deleted): they score nothing on it. */
  createdBy: string | null;
}

export interface TriviaSet {
  /** null: the global set. */
  leagueId: string | null;
  leagueName: string;
  questions: DayQuestion[];
}

const questionColumns = sql`q.id, q.question, q.correct_answer as "correctAnswer", q.incorrect_answers as "incorrectAnswers",
  q.category, q.difficulty, q.explanation, q.created_by as "createdBy"`;

/** The day's global set, in order, opening the day first if it is not yet full. */
export async function globalSet(day: string, database: DbOrTx = db()): Promise<DayQuestion[]> {
  const read = async () =>
    rowsOf<DayQuestion>(
      await database.execute(sql`select ${questionColumns} from trivia_daily_questions d
        join trivia_questions q on q.id = d.trivia_question_id where d.day = ${day}::date order by d.position`),
    );
  const questions = await read();
  if (questions.length >= GLOBAL_QUESTIONS_PER_DAY) return questions;
  await openTriviaDay(day, database);
  return read();
}

/** The league sets of the day for a player: each active league of theirs that plays trivia, by league name. */
export async function leagueSets(userId: string, day: string, database: DbOrTx = db()): Promise<TriviaSet[]> {
  const rows = rowsOf<DayQuestion & { leagueId: string; leagueName: string }>(
    await database.execute(sql`select l.id as "leagueId", l.name as "leagueName", ${questionColumns}
      from league_members m
      join leagues l on l.id = m.league_id and l.league_type <> 'picks_only'
      join trivia_questions q on q.league_id = l.id and q.scheduled_date = ${day}::date and q.is_active
      where m.user_id = ${userId}::uuid and m.status = 'active'
      order by lower(l.name), l.id, q.created_at, q.id`),
  );
  const sets = new Map<string, TriviaSet>();
  for (const { leagueId, leagueName, ...question } of rows) {
    const set = sets.get(leagueId) ?? { leagueId, leagueName, questions: [] };
    set.questions.push(question);
    sets.set(leagueId, set);
  }
  return [...sets.values()];
}

/** Every set a player has today: the global one first, then the league ones. */
export async function playerSets(userId: string, day: string, database: DbOrTx = db()): Promise<TriviaSet[]> {
  const [global, leagues] = await Promise.all([globalSet(day, database), leagueSets(userId, day, database)]);
  return [{ leagueId: null, leagueName: "", questions: global }, ...leagues];
}
