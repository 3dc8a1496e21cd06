import { errors, type JWK, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { HttpError } from "../http/errors.ts";

/** An ID token that fails any check; the reason is for logs, never for the browser. */
export class IdTokenError extends Error {}

export type Jwk = JWK;

export interface IdTokenClaims extends JWTPayload {
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
}

export interface VerifyIdTokenOptions {
  issuers: string[];
  audience: string;
  nonce: string;
  /** The issuer's signing keys: jose's `createRemoteJWKSet` (`remoteKeys` in oidc.client.ts), or a local set. */
  keys: JWTVerifyGetKey;
  nowMs?: number;
  toleranceSec?: number;
}

/** Asymmetric JWS algorithms only: `none` and HMAC (keyed with the client secret) are refused. */
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512"];

/**
 * Verifies an OpenID Connect ID token with jose: signature against the issuer's keys, iss, aud,
 * exp, iat and nbf; then what OpenID Connect adds (sub, azp, nonce). Answers the claims, or throws
 * IdTokenError with the reason.
 */
export async function verifyIdToken(token: string, options: VerifyIdTokenOptions): Promise<IdTokenClaims> {
  const verifyOptions = {
    issuer: options.issuers,
    audience: options.audience,
    algorithms: ALGORITHMS,
    clockTolerance: options.toleranceSec ?? 60,
    currentDate: new Date(options.nowMs ?? Date.now()),
    requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
    maxTokenAge: "1 day",
  };
  let payload: JWTPayload;
  try {
    payload = (await jwtVerify(token, options.keys, verifyOptions)).payload;
  } catch (error) {
    if (error instanceof HttpError) throw error; // the keys could not be fetched: the provider's failing, not the token
    if (!(error instanceof errors.JWKSMultipleMatchingKeys)) throw new IdTokenError(reasonOf(error, token));
    payload = await verifyWithAnyOf(error, token, verifyOptions);
  }
  checkOpenIdClaims(payload, options);
  return payload as IdTokenClaims;
}

/** Several keys fit the header (no kid, say): the token is good if one of them verifies it. */
async function verifyWithAnyOf(
  keys: errors.JWKSMultipleMatchingKeys,
  token: string,
  verifyOptions: Parameters<typeof jwtVerify>[2],
) {
  let last: unknown = new errors.JWKSNoMatchingKey();
  for await (const key of keys) {
    try {
      return (await jwtVerify(token, key, verifyOptions)).payload;
    } catch (error) {
      last = error;
    }
  }
  throw new IdTokenError(reasonOf(last, token));
}

function reasonOf(error: unknown, token: string): string {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return `unexpected iss ${String(error.payload.iss)}`;
    if (error.claim === "aud") return "audience mismatch";
    if (error.claim === "iat") return "bad iat";
    if (error.claim === "nbf") return "not yet valid";
    return `bad ${error.claim}`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return `unsupported alg ${headerAlg(token)}`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return "bad signature";
  if (error instanceof errors.JWKSNoMatchingKey) return "no matching signing key";
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return token.split(".").length === 3 ? "malformed token" : "not a compact JWS";
  return error instanceof Error ? error.message : "unverifiable token";
}

function headerAlg(token: string): string {
  try {
    return String(JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")).alg);
  } catch {
    return "unknown";
  }
}

function checkOpenIdClaims(claims: JWTPayload, options: VerifyIdTokenOptions) {
  const { sub, aud, azp, nonce } = claims;
  if (typeof sub !== "string" || sub === "") throw new IdTokenError("missing sub");
  const audiences = typeof aud === "string" ? [aud] : (aud ?? []);
  if (audiences.length > 1 && azp === undefined) throw new IdTokenError("several audiences and no azp");
  if (azp !== undefined && azp !== options.audience) throw new IdTokenError("azp mismatch");
  if (typeof nonce !== "string" || nonce !== options.nonce) throw new IdTokenError("nonce mismatch");
}
