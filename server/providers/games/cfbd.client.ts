import type { z } from "zod";
import { clock } from "../../clock.ts";
import { seasonYearAt } from "./calendar.ts";
import { responseSchemas } from "./provider.schemas.ts";
import { type CallBudget, type GamesProvider, ProviderError, type WeekQuery } from "./provider.types.ts";

export const DEFAULT_CFBD_BASE_URL = "https://api.collegefootballdata.com";
export const DEFAULT_CFBD_TIMEOUT_MS = 15_000;

export interface CfbdClientOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => Date;
  /**
   * Counted before every HTTP request (decision 032); a refusal is thrown before anything is sent.
   * The app always passes the stored CFBD_MONTHLY_CALLS budget (createGamesProvider).
   */
  budget?: CallBudget;
}

type Query = Record<string, string | number | undefined>;

function describeStatus(status: number): Pick<ProviderError, "kind" | "message"> {
  if (status === 401) return { kind: "unauthorized", message: "CFBD rejected the API key (401): check CFBD_API_KEY" };
  if (status === 403)
    return { kind: "unauthorized", message: "CFBD refused access (403): the key lacks this endpoint" };
  if (status === 429) return { kind: "rate_limited", message: "CFBD rate limit reached (429): try again later" };
  if (status >= 500) return { kind: "upstream", message: `CFBD upstream failure (${status})` };
  return { kind: "http", message: `CFBD request failed (${status})` };
}

function summarize(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}

/** The real CollegeFootballData API v2 client (Bearer key). */
export function createCfbdClient(options: CfbdClientOptions): GamesProvider {
  const base = (options.baseUrl ?? DEFAULT_CFBD_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_CFBD_TIMEOUT_MS;
  const now = options.now ?? (() => clock.now());

  async function request<S extends z.ZodType>(path: string, query: Query, schema: S): Promise<z.infer<S>> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const endpoint = `${path}?${params}`;
    await options.budget?.reserve(endpoint);

    let response: Response;
    try {
      response = await fetch(`${base}${endpoint}`, {
        headers: { Authorization: `Bearer ${options.apiKey}`, Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === "TimeoutError";
      throw new ProviderError(
        timedOut ? `CFBD did not answer within ${timeoutMs} ms (${path})` : `CFBD unreachable (${path})`,
        { kind: timedOut ? "timeout" : "network", endpoint, cause },
      );
    }

    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const { kind, message } = describeStatus(response.status);
      throw new ProviderError(`${message} on ${path}`, { kind, status: response.status, endpoint });
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      throw new ProviderError(`CFBD sent invalid JSON on ${path}`, { kind: "invalid_response", endpoint, cause });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ProviderError(`CFBD answer on ${path} has an unexpected shape: ${summarize(parsed.error)}`, {
        kind: "invalid_response",
        endpoint,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  const weekParams = (q: WeekQuery) => ({ year: q.year, week: q.week, seasonType: q.seasonType });

  return {
    kind: "cfbd",
    currentSeason: async () => seasonYearAt(now()),
    getCalendar: ({ year }) => request("/calendar", { year }, responseSchemas.calendar),
    getGames: (q) => request("/games", { ...weekParams(q), classification: "fbs" }, responseSchemas.games),
    getScoreboard: (q = {}) =>
      request("/scoreboard", { classification: "fbs", conference: q.conference }, responseSchemas.scoreboard),
    getLines: (q) => request("/lines", weekParams(q), responseSchemas.lines),
    getRankings: (q) => request("/rankings", weekParams(q), responseSchemas.rankings),
    getTeams: ({ year, includeNonFbs }) =>
      request(includeNonFbs ? "/teams" : "/teams/fbs", { year }, responseSchemas.teams),
    getRecords: ({ year }) => request("/records", { year }, responseSchemas.records),
  };
}
