import { type App, createApp } from "../../server/app.ts";
import type { CurrentUser } from "../../shared/contracts/auth.ts";

export const APP = "http://localhost";

/** A cookie jar for one site: keeps every Set-Cookie (names only, no paths), drops expired ones. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((s) => s.trim());
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const expired = attributes.some((a) => {
        const [key = "", ...rest] = a.split("=");
        const v = rest.join("=");
        return (
          (key.toLowerCase() === "max-age" && Number(v) <= 0) ||
          (key.toLowerCase() === "expires" && Date.parse(v) <= Date.now())
        );
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** A browser that signs in through a provider: the app in process, the provider over HTTP, redirects by hand. */
export class OidcBrowser {
  readonly appJar = new CookieJar();
  readonly providerJar = new CookieJar();
  constructor(readonly app: App = createApp()) {}

  /** A GET to the app with this browser's cookies; a full URL on the app's origin or a path. */
  async visit(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(pathOrUrl, APP);
    const headers = new Headers(init.headers);
    if (!headers.has("cookie") && this.appJar.cookies.size) headers.set("cookie", this.appJar.header());
    const response = await this.app.request(url.toString(), { ...init, headers });
    this.appJar.store(response.headers);
    return response;
  }

  /** A GET answered with JSON: the signed-in user unless the caller names another type. */
  async json<T = CurrentUser>(path: string): Promise<{ status: number; body: T }> {
    const response = await this.visit(path);
    return { status: response.status, body: (await response.json()) as T };
  }

  /** From the app's start route through the provider's login and consent, to the callback URL it sends back. */
  async authorize(startPath = "/api/auth/oidc/start"): Promise<URL> {
    const start = await this.visit(startPath);
    if (start.status !== 302) throw new Error(`start answered ${start.status}: ${await start.text()}`);
    let url = new URL(start.headers.get("location")!);
    for (let hop = 0; hop < 12; hop++) {
      if (url.origin === APP) return url;
      const response = await fetch(url, { redirect: "manual", headers: { cookie: this.providerJar.header() } });
      this.providerJar.store(response.headers);
      const body = await response.text();
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || !location) {
        throw new Error(`provider answered ${response.status} at ${url.pathname}: ${body.slice(0, 500)}`);
      }
      url = new URL(location, url);
    }
    throw new Error("too many redirects at the provider");
  }

  /** The whole sign-in: answers the app's response to the callback. */
  async signIn(startPath?: string): Promise<Response> {
    return this.visit((await this.authorize(startPath)).toString());
  }
}
