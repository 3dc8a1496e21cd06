import { createLocalJWKSet } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IdTokenError, type Jwk, type VerifyIdTokenOptions, verifyIdToken } from "../../server/auth/id-token.ts";
import { clearOidcCaches, remoteKeys } from "../../server/auth/oidc.client.ts";
import { HttpError } from "../../server/http/errors.ts";
import { idTokenClaims, makeSigner, type TestSigner } from "../support/oidc-jwt.ts";

const ISSUER = "https://id.example.com";
const CLIENT = "gridiron-picks";
const NONCE = "n-0S6_WzA2Mj";

const options = (keys: Jwk[], overrides: Partial<VerifyIdTokenOptions> = {}): VerifyIdTokenOptions => ({
  issuers: [ISSUER],
  audience: CLIENT,
  nonce: NONCE,
  keys: createLocalJWKSet({ keys }),
  ...overrides,
});

const JWKS_URI = "https://id.example.com/jwks";

/** The issuer's key set as fetch answers it, counting the fetches. */
function serveKeySet(keys: () => Jwk[] | Response) {
  const fetched = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toBe(JWKS_URI);
    const answer = keys();
    return answer instanceof Response ? answer : Response.json({ keys: answer });
  });
  vi.stubGlobal("fetch", fetched);
  return fetched;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearOidcCaches();
});

async function refusal(token: string, opts: VerifyIdTokenOptions): Promise<string> {
  const error = await verifyIdToken(token, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdTokenError);
  return (error as IdTokenError).message;
}

const unsigned = (header: object, claims: object, signature = "") =>
  `${Buffer.from(JSON.stringify(header)).toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;

describe("ID token verification", () => {
  let rsa: TestSigner;
  beforeAll(async () => {
    rsa = await makeSigner("RS256", "main");
  });

  it.each(["RS256", "PS256", "ES256"] as const)("accepts a valid %s token and answers its claims", async (alg) => {
    const signer = await makeSigner(alg);
    const token = await signer.sign(idTokenClaims(ISSUER, CLIENT, NONCE, { email: "a@example.com" }));
    const claims = await verifyIdToken(token, options([signer.publicJwk]));
    expect(claims).toMatchObject({ iss: ISSUER, sub: "user-1", email: "a@example.com" });
  });

  it("refuses a wrong nonce", async () => {
    const token = await rsa.sign(idTokenClaims(ISSUER, CLIENT, "someone-elses-nonce"));
    expect(await refusal(token, options([rsa.publicJwk]))).toBe("nonce mismatch");
    const without = await rsa.sign({ ...idTokenClaims(ISSUER, CLIENT, NONCE), nonce: undefined });
    expect(await refusal(without, options([rsa.publicJwk]))).toBe("nonce mismatch");
  });

  it("refuses a wrong audience, and a shared token whose azp is another client", async () => {
    const other = await rsa.sign(idTokenClaims(ISSUER, "another-client", NONCE));
    expect(await refusal(other, options([rsa.publicJwk]))).toBe("audience mismatch");
    const noAzp = await rsa.sign(idTokenClaims(ISSUER, [CLIENT, "another-client"] as unknown as string, NONCE));
    expect(await refusal(noAzp, options([rsa.publicJwk]))).toBe("several audiences and no azp");
    const azp = await rsa.sign(
      idTokenClaims(ISSUER, [CLIENT, "another-client"] as unknown as string, NONCE, { azp: "another-client" }),
    );
    expect(await refusal(azp, options([rsa.publicJwk]))).toBe("azp mismatch");
  });

  it("refuses an expired token, allowing one minute of clock skew", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await rsa.sign(idTokenClaims(ISSUER, CLIENT, NONCE, { iat: now - 600, exp: now - 61 }));
    expect(await refusal(expired, options([rsa.publicJwk]))).toBe("expired");
    const justExpired = await rsa.sign(idTokenClaims(ISSUER, CLIENT, NONCE, { iat: now - 600, exp: now - 10 }));
    await expect(verifyIdToken(justExpired, options([rsa.publicJwk]))).resolves.toBeTruthy();
    const future = await rsa.sign(idTokenClaims(ISSUER, CLIENT, NONCE, { iat: now + 600, exp: now + 900 }));
    expect(await refusal(future, options([rsa.publicJwk]))).toBe("bad iat");
  });

  it("refuses another issuer", async () => {
    const token = await rsa.sign(idTokenClaims("https://evil.example", CLIENT, NONCE));
    expect(await refusal(token, options([rsa.publicJwk]))).toMatch(/^unexpected iss/);
  });

  it("refuses a bad signature: another key under the same kid, or a payload changed after signing", async () => {
    const impostor = await makeSigner("RS256", rsa.kid);
    const forged = await impostor.sign(idTokenClaims(ISSUER, CLIENT, NONCE));
    expect(await refusal(forged, options([rsa.publicJwk]))).toBe("bad signature");

    const [header, , signature] = (await rsa.sign(idTokenClaims(ISSUER, CLIENT, NONCE))).split(".");
    const payload = Buffer.from(JSON.stringify(idTokenClaims(ISSUER, CLIENT, NONCE, { sub: "admin" }))).toString(
      "base64url",
    );
    expect(await refusal(`${header}.${payload}.${signature}`, options([rsa.publicJwk]))).toBe("bad signature");
  });

  it("refuses alg none, HMAC and algorithm confusion", async () => {
    const claims = idTokenClaims(ISSUER, CLIENT, NONCE);
    expect(await refusal(unsigned({ alg: "none" }, claims), options([rsa.publicJwk]))).toMatch(/unsupported alg/);
    expect(await refusal(unsigned({ alg: "HS256", kid: rsa.kid }, claims, "c2ln"), options([rsa.publicJwk]))).toMatch(
      /unsupported alg/,
    );
    // An ES256 header over an RSA key: no key of that type, so nothing to verify with.
    const es = await rsa.sign(claims, { alg: "ES256" });
    expect(await refusal(es, options([rsa.publicJwk]))).toBe("no matching signing key");
    expect(await refusal("not-a-jwt", options([rsa.publicJwk]))).toBe("not a compact JWS");
  });

  it("fetches the provider's key set once, and again for an unknown kid (key rotation) at most every 30 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const oldKey = await makeSigner("RS256", "old");
    const newKey = await makeSigner("RS256", "new");
    let published = [oldKey.publicJwk];
    const fetched = serveKeySet(() => published);
    const keys = remoteKeys(JWKS_URI);
    const oldToken = await oldKey.sign(idTokenClaims(ISSUER, CLIENT, NONCE));
    await expect(verifyIdToken(oldToken, options([], { keys }))).resolves.toMatchObject({ sub: "user-1" });
    await expect(verifyIdToken(oldToken, options([], { keys }))).resolves.toMatchObject({ sub: "user-1" });
    expect(fetched).toHaveBeenCalledTimes(1);

    published = [oldKey.publicJwk, newKey.publicJwk];
    const newToken = await newKey.sign(idTokenClaims(ISSUER, CLIENT, NONCE));
    expect(await refusal(newToken, options([], { keys }))).toBe("no matching signing key");
    expect(fetched).toHaveBeenCalledTimes(1); // within 30 s of the last fetch
    vi.advanceTimersByTime(30_001);
    await expect(verifyIdToken(newToken, options([], { keys: remoteKeys(JWKS_URI) }))).resolves.toMatchObject({
      sub: "user-1",
    });
    expect(fetched).toHaveBeenCalledTimes(2);

    const stranger = await makeSigner("RS256", "stranger");
    expect(await refusal(await stranger.sign(idTokenClaims(ISSUER, CLIENT, NONCE)), options([], { keys }))).toBe(
      "no matching signing key",
    );
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it("answers the provider unavailable (a 502), not a bad token, when its key set cannot be fetched", async () => {
    const fetched = serveKeySet(() => new Response("down", { status: 503 }));
    const token = await rsa.sign(idTokenClaims(ISSUER, CLIENT, NONCE));
    const error = await verifyIdToken(token, options([], { keys: remoteKeys(JWKS_URI) })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("finds the key without a kid when the issuer has one key of that type", async () => {
    const { kid: _kid, ...withoutKid } = rsa.publicJwk;
    const token = await rsa.sign(idTokenClaims(ISSUER, CLIENT, NONCE), { kid: undefined });
    await expect(verifyIdToken(token, options([withoutKid]))).resolves.toMatchObject({ sub: "user-1" });
  });
});
