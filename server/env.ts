import { isIP } from "node:net";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The replay dataset that ships with the app (npm run data:build; datasets/cfbd/SOURCES.md). */
export const BUNDLED_CFBD_DATA_DIR = fileURLToPath(new URL("../datasets/cfbd", import.meta.url));

/** An IP address as WHATWG URL writes it in a host name (IPv6 compressed, lower case), without brackets. */
export const canonicalAddress = (address: string) =>
  isIP(address) === 6
    ? new URL(`https://[${address}]/`).hostname.slice(1, -1)
    : new URL(`https://${address}/`).hostname;

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());
/** "a, b,,c" → ["a", "b", "c"]. */
const commaList = () =>
  z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    );
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Processes on this machine (node:cluster), on ports PORT, PORT+1, …; more than 1 needs PostgreSQL and Redis. */
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** The interface to listen on; unset → every interface, or loopback only while passwordless local sign-in is on. */
    HOST: optionalText,
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default("./data"),
    APP_ORIGIN: optionalUrl,
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    AUTH_DEV_LOGIN: flag,
    /** Team logos from the data's outside CDN (over https); `false` draws every team as its colour and abbreviation. */
    TEAM_LOGOS: z
      .enum(["true", "false", "1", "0", ""])
      .optional()
      .transform((v) => v !== "false" && v !== "0"),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    DISCORD_CLIENT_ID: optionalText,
    DISCORD_CLIENT_SECRET: optionalText,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: z.string().default("Hosted sign-in"),
    CFBD_API_KEY: optionalText,
    CFBD_BASE_URL: z.string().url().default("https://api.collegefootballdata.com"),
    CFBD_DATA_DIR: z.string().default(BUNDLED_CFBD_DATA_DIR),
    /** A hard budget of CFBD HTTP calls per calendar month (UTC), shared by every process (decision 032). */
    CFBD_MONTHLY_CALLS: z.coerce.number().int().min(0).default(1000),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalUrl,
    /** A blank value (an empty line of a .env template) is the default, not a model named "". */
    OPENAI_MODEL: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("gpt-4o-mini")),
    REDIS_URL: optionalUrl,
    /**
     * Where browsers reach this process's WebSockets through a proxy that routes by process, without
     * the scheme: `picks.example.com/_p/{port}` ({port} is this process's PORT; deploy/nginx.conf).
     * Unset: the page's own address, right for one process.
     */
    PUBLIC_ADDRESS: optionalText,
    /** Peers whose X-Forwarded-For names the caller (rate limits, local sign-in): `loopback` and/or IP addresses. */
    TRUSTED_PROXIES: commaList(),
    /** Per-user and per-address request limits (server/http/rate-limit.ts); "off" only for test and load runs. */
    RATE_LIMITS: z.enum(["on", "off"]).default("on"),
    APP_CLOCK: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO instant, e.g. 2024-11-23T18:00:00Z")
        .optional(),
    ),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Lets /metrics answer callers other than this machine that send `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optionalText,
    SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(15),
    JOB_LEADER_RETRY_SECONDS: z.coerce.number().int().min(1).max(30).default(10),
    /** After SIGTERM, how long the drain may take before the process exits anyway (docs/decisions/030). */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(10),
    /** Memory for the boards kept in each process (decision 044): a board larger than this is rebuilt on every read. */
    BOARD_CACHE_MB: z.coerce.number().int().min(16).max(65536).default(512),
    /**
     * Web Push (docs/decisions/034): the VAPID key pair, base64url as `web-push generate-vapid-keys`
     * prints it; both unset → a pair generated on first start and kept in the settings table.
     */
    VAPID_PUBLIC_KEY: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, "must be an uncompressed P-256 public key, base64url (87 characters)")
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key, base64url (43 characters)")
        .optional(),
    ),
    /**
     * Private IP addresses a push endpoint may name all the same (decision 052): every other endpoint
     * must be a public address, checked at subscribe time and again after DNS on every send. For tests'
     * loopback push service, or one of your own on a private network.
     */
    PUSH_ALLOWED_PRIVATE_ADDRESSES: commaList()
      .refine((list) => list.every((e) => isIP(e) !== 0), "must be IP addresses, separated by commas")
      .transform((list) => list.map(canonicalAddress)),
    /** Who push services may contact about this sender: a mailto: or https: URL. */
    VAPID_SUBJECT: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https:// URL")
        .optional(),
    ),
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    path: ["VAPID_PRIVATE_KEY"],
    message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither",
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
export function setEnvForTests(overrides: Partial<Env>) {
  cached = { ...parseEnv({ ...process.env, NODE_ENV: "test" }), ...overrides };
}
