import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { z } from "zod";
import { AI_KEY_VAR, AI_NOT_CONFIGURED_MESSAGE, type AiStatus } from "../../../shared/contracts/trivia-questions.ts";
import { DomainError, UnavailableError, UpstreamError } from "../../domain-errors.ts";
import { env } from "../../env.ts";
import { logger } from "../../logger.ts";

const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
/** Twenty questions take a real model well under a minute; a hung server must not hold the request longer. */
const TIMEOUT_MS = 60_000;

export const AI_MALFORMED_MESSAGE = "AI generation failed: the AI service returned malformed output";

/** Read on every call (not at import): tests and operators change the variables at run time. */
export function aiStatus(): AiStatus {
  const configured = Boolean(env().OPENAI_API_KEY);
  return { configured, missing: configured ? null : AI_KEY_VAR };
}

function failure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  logger.warn("AI request failed", error);
  if (error instanceof APIConnectionTimeoutError)
    return new UpstreamError("AI generation failed: the AI service did not answer in time");
  if (error instanceof APIConnectionError)
    return new UpstreamError("AI generation failed: the AI service could not be reached");
  if (error instanceof APIError && error.status)
    return new UpstreamError(`AI generation failed: the AI service answered ${error.status}`);
  return new UpstreamError(AI_MALFORMED_MESSAGE);
}

/**
 * One chat completion with strict structured output (`response_format: json_schema` derived from
 * `schema`), answering the parsed JSON; its items are validated by the caller, which drops bad ones.
 * Not configured → 503; an unreachable or failing server, a refusal or non-JSON content → 502.
 */
export async function askForJson(name: string, schema: z.ZodType, system: string, prompt: string): Promise<unknown> {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = env();
  if (!OPENAI_API_KEY) throw new UnavailableError(AI_NOT_CONFIGURED_MESSAGE);
  // No retries: the admin can press the button again, and a failing server answers at once.
  const client = new OpenAI({
    apiKey: OPENAI_API_KEY,
    baseURL: OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL,
    timeout: TIMEOUT_MS,
    maxRetries: 0,
  });
  try {
    const completion = await client.chat.completions.create({
      model: OPENAI_MODEL,
      messages: [
        { role: "system", content: system },
        { role: "user", content: prompt },
      ],
      response_format: zodResponseFormat(schema, name),
    });
    const message = completion.choices?.[0]?.message;
    if (message?.refusal) throw new UpstreamError(`AI generation failed: the model refused (${message.refusal})`);
    if (typeof message?.content !== "string") throw new UpstreamError(AI_MALFORMED_MESSAGE);
    return JSON.parse(message.content);
  } catch (error) {
    throw failure(error);
  }
}
