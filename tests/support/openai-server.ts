import { createServer, type Server } from "node:http";
import { env, setEnvForTests } from "../../server/env.ts";

/** What the fake answers to the next chat completions: JSON content, raw content text, or an HTTP error. */
export type FakeAnswer = { json: unknown } | { content: string } | { refusal: string } | { status: number };

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the app's outgoing JSON, which assertions dig into; a typed test client comes later.
  body: any;
}

export interface FakeOpenAi {
  /** The base URL to give the app: OPENAI_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Answer every chat completion this way from now on. */
  answer(answer: FakeAnswer): void;
  close(): Promise<void>;
}

function completion(model: string, content: string | null, refusal: string | null = null) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_732_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  };
}

/** A loopback stand-in for an OpenAI-compatible server: POST {base}/chat/completions in the real wire format. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let next: FakeAnswer = { json: { questions: [] } };
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      let body: RecordedRequest["body"] = null;
      try {
        body = JSON.parse(text);
      } catch {}
      requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });
      // A connection per request: a pooled socket the fake closed while the app's event loop was busy
      // would fail the next call (the app does not retry), which is not what a test asks about.
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { "content-type": "application/json", connection: "close" }).end(JSON.stringify(payload));
      if (req.method !== "POST" || path !== "/v1/chat/completions") {
        return send(404, {
          error: { message: `Unknown path ${path}`, type: "invalid_request_error", param: null, code: null },
        });
      }
      const model = body?.model ?? "unknown";
      if ("status" in next)
        return send(next.status, {
          error: { message: "The server had an error", type: "server_error", param: null, code: null },
        });
      if ("refusal" in next) return send(200, completion(model, null, next.refusal));
      send(200, completion(model, "json" in next ? JSON.stringify(next.json) : next.content));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (answer) => {
      next = answer;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Points the app at the fake, keeping the rest of the test's environment (call after adminClient()). */
export function useOpenAi(fake: FakeOpenAi, model = "test-model") {
  setEnvForTests({ ...env(), OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, OPENAI_MODEL: model });
}

/** A valid AI item; `n` makes its text unique. */
export const aiItem = (n: number, overrides: Record<string, unknown> = {}) => ({
  question: `Which school won the made-up test bowl number ${n}?`,
  correctAnswer: `Right ${n}`,
  incorrectAnswers: [`Wrong ${n}a`, `Wrong ${n}b`, `Wrong ${n}c`],
  category: "historical",
  difficulty: "medium",
  explanation: `Right ${n} won it.`,
  ...overrides,
});
