/**
 * RULES §3/§5 bounds of a trivia question, in characters: the zod contract
 * (shared/contracts/trivia-questions.ts) and the database's CHECKs (server/db/schema/trivia.ts) are
 * both built from them.
 */
export const TRIVIA_QUESTION_LENGTH = { min: 10, max: 500 } as const;
/** The correct answer and each incorrect one. */
export const TRIVIA_ANSWER_LENGTH = { min: 1, max: 200 } as const;
export const TRIVIA_EXPLANATION_MAX = 1000;
export const INCORRECT_ANSWER_COUNT = 3;
