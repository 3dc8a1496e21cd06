import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";

/** An ID token that fails any check; the reason is for logs, never for the browser. */
export class IdTokenError extends Error {}

export type Jwk = JsonWebKey & { kid?: string; use?: string; alg?: string };
/** Returns the issuer's signing keys; `refresh` asks for a fresh copy (an unknown `kid` after key rotation). */
export type KeyLoader = (options: { refresh: boolean }) => Promise<Jwk[]>;

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
  [claim: string]: unknown;
}

export interface VerifyIdTokenOptions {
  issuers: string[];
  audience: string;
  nonce: string;
  loadKeys: KeyLoader;
  nowMs?: number;
  toleranceSec?: number;
}

type Alg = { kty: "RSA" | "EC"; crv?: string; importParams: RsaHashedImportParams | EcKeyImportParams; verifyParams: AlgorithmIdentifier | RsaPssParams | EcdsaParams };
const rsa = (hash: string): Alg => ({ kty: "RSA", importParams: { name: "RSASSA-PKCS1-v1_5", hash }, verifyParams: { name: "RSASSA-PKCS1-v1_5" } });
const pss = (hash: string, saltLength: number): Alg => ({ kty: "RSA", importParams: { name: "RSA-PSS", hash }, verifyParams: { name: "RSA-PSS", saltLength } });
const ec = (crv: string, hash: string): Alg => ({ kty: "EC", crv, importParams: { name: "ECDSA", namedCurve: crv }, verifyParams: { name: "ECDSA", hash } });

/** Asymmetric JWS algorithms only: `none` and HMAC (keyed with the client secret) are refused. */
const ALGORITHMS: Record<string, Alg> = {
  RS256: rsa("SHA-256"),
  RS384: rsa("SHA-384"),
  RS512: rsa("SHA-512"),
  PS256: pss("SHA-256", 32),
  PS384: pss("SHA-384", 48),
  PS512: pss("SHA-512", 64),
  ES256: ec("P-256", "SHA-256"),
  ES384: ec("P-384", "SHA-384"),
  ES512: ec("P-521", "SHA-512"),
};

function decodeJson(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(part)));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new IdTokenError(`malformed ${what}`);
}

function candidates(keys: Jwk[], alg: string, spec: Alg, kid: unknown): Jwk[] {
  return keys.filter(
    (k) =>
      k.kty === spec.kty &&
      (!spec.crv || k.crv === spec.crv) &&
      (k.use === undefined || k.use === "sig") &&
      (k.alg === undefined || k.alg === alg) &&
      (typeof kid !== "string" || k.kid === kid),
  );
}

async function verifies(jwk: Jwk, spec: Alg, signature: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const { kty, n, e, crv, x, y } = jwk;
  try {
    const key = await crypto.subtle.importKey("jwk", { kty, n, e, crv, x, y }, spec.importParams, false, ["verify"]);
    return await crypto.subtle.verify(spec.verifyParams, key, signature, data);
  } catch {
    return false;
  }
}

/**
 * Verifies an OpenID Connect ID token: signature against the issuer's keys, then iss, aud (and azp),
 * exp, iat, nbf and nonce. Answers the claims, or throws IdTokenError.
 */
export async function verifyIdToken(token: string, options: VerifyIdTokenOptions): Promise<IdTokenClaims> {
  const parts = token.split(".");
  if (parts.length !== 3) throw new IdTokenError("not a compact JWS");
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart, "header");
  const claims = decodeJson(payloadPart, "payload");
  const alg = typeof header.alg === "string" && Object.hasOwn(ALGORITHMS, header.alg) ? header.alg : null;
  if (!alg) throw new IdTokenError(`unsupported alg ${String(header.alg)}`);
  if (header.crit !== undefined) throw new IdTokenError("unsupported crit header");
  const spec = ALGORITHMS[alg]!;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = new Uint8Array(decodeBase64urlIgnorePadding(signaturePart));
  } catch {
    throw new IdTokenError("malformed signature");
  }
  const data = new TextEncoder().encode(`${headerPart}.${payloadPart}`);

  let keys = candidates(await options.loadKeys({ refresh: false }), alg, spec, header.kid);
  if (keys.length === 0) keys = candidates(await options.loadKeys({ refresh: true }), alg, spec, header.kid);
  if (keys.length === 0) throw new IdTokenError("no matching signing key");
  let valid = false;
  for (const key of keys) if (!valid) valid = await verifies(key, spec, signature, data);
  if (!valid) throw new IdTokenError("bad signature");

  checkClaims(claims, options);
  return claims as IdTokenClaims;
}

function checkClaims(claims: Record<string, unknown>, options: VerifyIdTokenOptions) {
  const now = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const tolerance = options.toleranceSec ?? 60;
  const { iss, sub, aud, azp, exp, iat, nbf, nonce } = claims;
  if (typeof iss !== "string" || !options.issuers.includes(iss)) throw new IdTokenError(`unexpected iss ${String(iss)}`);
  if (typeof sub !== "string" || sub === "") throw new IdTokenError("missing sub");
  const audiences = typeof aud === "string" ? [aud] : Array.isArray(aud) ? aud : [];
  if (!audiences.includes(options.audience)) throw new IdTokenError("audience mismatch");
  if (audiences.length > 1 && azp === undefined) throw new IdTokenError("several audiences and no azp");
  if (azp !== undefined && azp !== options.audience) throw new IdTokenError("azp mismatch");
  if (typeof exp !== "number" || now - tolerance >= exp) throw new IdTokenError("expired");
  if (typeof iat !== "number" || iat > now + tolerance) throw new IdTokenError("bad iat");
  if (nbf !== undefined && (typeof nbf !== "number" || nbf > now + tolerance)) throw new IdTokenError("not yet valid");
  if (typeof nonce !== "string" || nonce !== options.nonce) throw new IdTokenError("nonce mismatch");
}
