import type { Jwk } from "../../server/auth/id-token.ts";

export type TestAlg = "RS256" | "PS256" | "ES256";

const PARAMS = {
  RS256: {
    generate: {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    sign: { name: "RSASSA-PKCS1-v1_5" },
  },
  PS256: {
    generate: { name: "RSA-PSS", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    sign: { name: "RSA-PSS", saltLength: 32 },
  },
  ES256: { generate: { name: "ECDSA", namedCurve: "P-256" }, sign: { name: "ECDSA", hash: "SHA-256" } },
} as const;

const b64url = (bytes: Uint8Array | ArrayBuffer) =>
  Buffer.from(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes).toString("base64url");
const encodeJson = (value: unknown) => b64url(new TextEncoder().encode(JSON.stringify(value)));

export interface TestSigner {
  alg: TestAlg;
  kid: string;
  /** The public key as the issuer's JWKS would list it. */
  publicJwk: Jwk;
  /** A compact JWS over `claims`; `header` adds to or replaces { alg, kid, typ }. */
  sign(claims: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
}

/** A signing key made with WebCrypto, for ID tokens in tests. */
export async function makeSigner(alg: TestAlg = "RS256", kid = `key-${alg}`): Promise<TestSigner> {
  const params = PARAMS[alg];
  const pair = (await crypto.subtle.generateKey(params.generate, true, ["sign", "verify"])) as CryptoKeyPair;
  const exported = await crypto.subtle.exportKey("jwk", pair.publicKey);
  const { key_ops: _ops, ext: _ext, ...publicJwk } = exported;
  return {
    alg,
    kid,
    publicJwk: { ...publicJwk, kid, use: "sig", alg },
    async sign(claims, header = {}) {
      const input = `${encodeJson({ alg, kid, typ: "JWT", ...header })}.${encodeJson(claims)}`;
      const signature = await crypto.subtle.sign(params.sign, pair.privateKey, new TextEncoder().encode(input));
      return `${input}.${b64url(signature)}`;
    },
  };
}

/** Claims of a valid ID token for `issuer` and `audience`, issued now, expiring in 5 minutes. */
export function idTokenClaims(issuer: string, audience: string, nonce: string, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return { iss: issuer, sub: "user-1", aud: audience, iat: now, exp: now + 300, nonce, ...extra };
}
