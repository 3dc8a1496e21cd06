import { createApp } from "../../server/app.ts";

const ORIGIN = "http://localhost";
type App = ReturnType<typeof createApp>;

// biome-ignore lint/suspicious/noExplicitAny: hundreds of assertions read untyped response bodies; a typed client replaces this later.
type UntypedBody = any;

export interface TestResponse<T = UntypedBody> {
  status: number;
  body: T;
  headers: Headers;
}

/** A cookie-keeping HTTP client for the in-process app, sending the app's own Origin like a browser. */
export class TestClient {
  cookie = "";
  constructor(
    readonly app: App = createApp(),
    readonly origin = ORIGIN,
  ) {}

  async request<T = UntypedBody>(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<TestResponse<T>> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set("cookie", this.cookie);
    if (method !== "GET" && !headers.has("origin")) headers.set("origin", this.origin);
    let payload: BodyInit | undefined;
    if (typeof body === "string") payload = body;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
    const response = await this.app.request(`${ORIGIN}${path}`, { ...init, method, headers, body: payload });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) {
      const [pair] = setCookie.split(";");
      this.cookie = pair!.endsWith("=") ? "" : pair!;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = UntypedBody>(path: string, init?: RequestInit) => this.request<T>("GET", path, undefined, init);
  post = <T = UntypedBody>(path: string, body?: unknown, init?: RequestInit) =>
    this.request<T>("POST", path, body, init);
  put = <T = UntypedBody>(path: string, body?: unknown, init?: RequestInit) => this.request<T>("PUT", path, body, init);
  patch = <T = UntypedBody>(path: string, body?: unknown, init?: RequestInit) =>
    this.request<T>("PATCH", path, body, init);
  delete = <T = UntypedBody>(path: string, init?: RequestInit) => this.request<T>("DELETE", path, undefined, init);

  async signIn(email: string, names: { firstName?: string; lastName?: string } = {}) {
    const response = await this.post("/api/auth/dev-login", { email, ...names });
    if (response.status !== 200)
      throw new Error(`dev-login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  /** Signs in and completes profile setup, as a player who has finished onboarding. */
  async signUp(email: string, handle: string) {
    await this.signIn(email);
    const response = await this.patch("/api/auth/set-handle", { handle, termsAccepted: true });
    if (response.status !== 200)
      throw new Error(`set-handle failed: ${response.status} ${JSON.stringify(response.body)}`);
    return (await this.get("/api/auth/user")).body;
  }
}
