import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import {
  type AiGenerateBody,
  type CountResponse,
  type CreateQuestionBody,
  QUESTION_NOT_FOUND_MESSAGE,
  QUESTION_TAKEN_MESSAGE,
  type TriviaQuestionDto,
} from "../../../shared/contracts/trivia-questions.ts";
import { centralDateString } from "../../../shared/domain/central-time.ts";
import { clock } from "../../clock.ts";
import { db } from "../../db/index.ts";
import { triviaQuestions } from "../../db/schema/index.ts";
import { ConflictError, NotFoundError } from "../../domain-errors.ts";
import { events } from "../../events.ts";
import { aiQuestions } from "../trivia-ai/trivia-ai.service.ts";
import { askability } from "../trivia-bank/trivia-bank.askable.ts";
import { seasonBank } from "../trivia-bank/trivia-bank.ts";
import { storeNewQuestions, toQuestionDto } from "./trivia-questions.store.ts";

/** The admin's Trivia Management: the global bank only; league questions belong to their leagues' owners. */

export async function listGlobalQuestions(): Promise<TriviaQuestionDto[]> {
  const rows = await db()
    .select()
    .from(triviaQuestions)
    .where(isNull(triviaQuestions.leagueId))
    .orderBy(desc(triviaQuestions.createdAt), asc(triviaQuestions.question));
  const askable = await askability(
    rows.map((r) => r.knownAt),
    centralDateString(clock.now()),
  );
  return rows.map((row, i) => toQuestionDto(row, askable[i]));
}

export async function createGlobalQuestion(adminId: string, body: CreateQuestionBody): Promise<TriviaQuestionDto> {
  const [row] = await storeNewQuestions([body], { leagueId: null, createdBy: adminId });
  if (!row) throw new ConflictError(QUESTION_TAKEN_MESSAGE);
  return toQuestionDto(row);
}

/** Any question by id, a league's too: admins moderate every bank. Its attempts and daily slots go with it. */
export async function deleteQuestion(id: string): Promise<void> {
  const deleted = await db()
    .delete(triviaQuestions)
    .where(eq(triviaQuestions.id, id))
    .returning({ id: triviaQuestions.id, leagueId: triviaQuestions.leagueId });
  if (deleted.length === 0) throw new NotFoundError(QUESTION_NOT_FOUND_MESSAGE);
  events.publish("trivia.set.changed", { leagueId: deleted[0]!.leagueId });
}

/**
 * Adds the season bank's questions the global bank lacks (a second seed adds none), and dates the
 * ones already stored (seeded before they carried knownAt) so the draw holds them back too.
 */
export async function seedGlobalQuestions(adminId: string): Promise<CountResponse> {
  const { questions } = await seasonBank();
  const added = await storeNewQuestions(
    questions.map(({ key, topics, knownAt, ...body }) => ({
      ...body,
      knownAt: knownAt === null ? null : new Date(knownAt),
    })),
    { leagueId: null, createdBy: adminId },
  );
  const dated = questions
    .filter((q) => q.knownAt !== null)
    .map((q) => ({ question: q.question.toLowerCase(), known_at: new Date(q.knownAt!).toISOString() }));
  await db().execute(sql`update trivia_questions q set known_at = b.known_at
    from jsonb_to_recordset(${JSON.stringify(dated)}::jsonb) as b(question text, known_at timestamptz)
    where q.league_id is null and lower(q.question) = b.question and q.known_at is distinct from b.known_at`);
  return { count: added.length };
}

export async function generateGlobalQuestions(adminId: string, body: AiGenerateBody): Promise<CountResponse> {
  const questions = await aiQuestions(body);
  const added = await storeNewQuestions(questions, { leagueId: null, createdBy: adminId });
  return { count: added.length };
}
