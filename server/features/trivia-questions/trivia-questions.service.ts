import { asc, desc, eq, isNull } from "drizzle-orm";
import {
  QUESTION_NOT_FOUND_MESSAGE,
  QUESTION_TAKEN_MESSAGE,
  type AiGenerateBody,
  type CountResponse,
  type CreateQuestionBody,
  type TriviaQuestionDto,
} from "../../../shared/contracts/trivia-questions.ts";
import { db } from "../../db/index.ts";
import { events } from "../../events.ts";
import { triviaQuestions } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { aiQuestions } from "../trivia-ai/trivia-ai.service.ts";
import { seasonBank } from "../trivia-bank/trivia-bank.ts";
import { storeNewQuestions, toQuestionDto } from "./trivia-questions.store.ts";

/** The admin's Trivia Management: the global bank only; league questions belong to their leagues' owners. */

export async function listGlobalQuestions(): Promise<TriviaQuestionDto[]> {
  const rows = await db()
    .select()
    .from(triviaQuestions)
    .where(isNull(triviaQuestions.leagueId))
    .orderBy(desc(triviaQuestions.createdAt), asc(triviaQuestions.question));
  return rows.map(toQuestionDto);
}

export async function createGlobalQuestion(adminId: string, body: CreateQuestionBody): Promise<TriviaQuestionDto> {
  const [row] = await storeNewQuestions([body], { leagueId: null, createdBy: adminId });
  if (!row) throw conflict(QUESTION_TAKEN_MESSAGE);
  return toQuestionDto(row);
}

/** Any question by id, a league's too: admins moderate every bank. Its attempts and daily slots go with it. */
export async function deleteQuestion(id: string): Promise<void> {
  const deleted = await db().delete(triviaQuestions).where(eq(triviaQuestions.id, id)).returning({ id: triviaQuestions.id, leagueId: triviaQuestions.leagueId });
  if (deleted.length === 0) throw notFound(QUESTION_NOT_FOUND_MESSAGE);
  events.publish("trivia.set.changed", { leagueId: deleted[0]!.leagueId });
}

/** Adds the season bank's questions the global bank lacks: a second seed adds none. */
export async function seedGlobalQuestions(adminId: string): Promise<CountResponse> {
  const { questions } = await seasonBank();
  const added = await storeNewQuestions(
    questions.map(({ key, topics, ...body }) => body),
    { leagueId: null, createdBy: adminId },
  );
  return { count: added.length };
}

export async function generateGlobalQuestions(adminId: string, body: AiGenerateBody): Promise<CountResponse> {
  const questions = await aiQuestions(body);
  const added = await storeNewQuestions(questions, { leagueId: null, createdBy: adminId });
  return { count: added.length };
}
