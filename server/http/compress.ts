import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";

const gzipOrDeflate = compress();
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * hono's `compress()` for a caller that accepts an encoding. One that names none gets what
 * `compress()` would give it, the response as it is with `Vary: Accept-Encoding` on what could
 * have been compressed, but the header is set on the response's own headers: `compress()` sets it
 * with `c.header()`, which after the handler rebuilds the response (twice, on @hono/node-server).
 */
export const compressWhenAccepted: MiddlewareHandler = async (c, next) => {
  if (c.req.header("accept-encoding") !== undefined) return gzipOrDeflate(c, next);
  await next();
  const headers = c.res.headers;
  const length = headers.get("content-length");
  const type = headers.get("content-type");
  if (
    c.res.status === 206 ||
    headers.has("content-encoding") ||
    headers.has("transfer-encoding") ||
    c.req.method === "HEAD" ||
    (length && Number(length) < 1024) ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    NO_TRANSFORM.test(headers.get("cache-control") ?? "")
  )
    return;
  const vary = headers.get("vary");
  if (vary !== "*" && !(vary && VARIES_BY_ENCODING.test(vary)))
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
};
