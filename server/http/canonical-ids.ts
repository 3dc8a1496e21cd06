import { canonicalId } from "../../shared/domain/id.ts";

/** The provider's query (code, state) on a sign-in callback is theirs to spell, not ours. */
const PROVIDER_CALLBACK = /^\/api\/auth\/[^/]+\/callback\/?$/;
const MAY_NEED_LOWER_CASE = /[A-F%]/;

function canonicalSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return segment;
  }
  const canonical = canonicalId(decoded);
  return canonical === decoded ? segment : canonical;
}

/**
 * The URL with every UUID-shaped path segment and query value in lower case (docs/decisions/016),
 * or null when it is canonical already. Routes and their params then only ever see one spelling.
 */
export function canonicalUrl(href: string): string | null {
  // Only an upper-case hex letter, written or percent-encoded, can make an id non-canonical.
  if (!MAY_NEED_LOWER_CASE.test(href)) return null;
  const url = new URL(href);
  let changed = false;
  const path = url.pathname
    .split("/")
    .map((segment) => {
      const canonical = canonicalSegment(segment);
      if (canonical !== segment) changed = true;
      return canonical;
    })
    .join("/");
  if (url.search && !PROVIDER_CALLBACK.test(path)) {
    const pairs = [...new URLSearchParams(url.search)];
    const canonical = pairs.map(([key, value]) => [key, canonicalId(value)] as [string, string]);
    if (canonical.some(([, value], i) => value !== pairs[i]![1])) {
      changed = true;
      url.search = new URLSearchParams(canonical).toString();
    }
  }
  if (!changed) return null;
  url.pathname = path;
  return url.href;
}

/** The request itself when its URL is canonical, else the same request at the canonical URL. */
export function canonicalRequest(request: Request): Request {
  const href = canonicalUrl(request.url);
  if (!href) return request;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    redirect: request.redirect,
  };
  if (request.body) init.duplex = "half";
  return new Request(href, init);
}
