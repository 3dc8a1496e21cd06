import type { Identity } from "./identity.service.ts";

/** One sign-in attempt: state, code verifier and nonce live in the oauth_state cookie between start and callback. */
export interface FlowSecrets {
  redirectURI: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OAuthProvider {
  authorizationURL(secrets: FlowSecrets): Promise<URL>;
  /** Exchanges the code and answers who signed in; `iss` is the RFC 9207 callback parameter when sent. */
  identity(secrets: FlowSecrets, code: string, iss: string | undefined): Promise<Identity>;
}

/** A trimmed non-empty string, else null. */
export const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
export const isVerified = (v: unknown) => v === true || v === "true";

export function splitName(full: unknown): { firstName: string | null; lastName: string | null } {
  const name = str(full);
  if (!name) return { firstName: null, lastName: null };
  const at = name.indexOf(" ");
  return at < 0
    ? { firstName: name, lastName: null }
    : { firstName: name.slice(0, at), lastName: name.slice(at + 1).trim() };
}
