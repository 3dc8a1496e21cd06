import { readStorage, storageKeys, writeStorage } from "@/lib/storage-keys";

/** Sign-in and sign-out are full browser navigations (RULES §7): the server owns the session cookie. */
export const SIGN_IN_PATH = "/api/login";

export function signOut() {
  window.location.assign("/api/logout");
}

export function startProviderSignIn(providerId: string) {
  window.location.assign(`/api/auth/${encodeURIComponent(providerId)}/start`);
}

const isSafeLocalPath = (path: string) => path.startsWith("/") && !path.startsWith("//");

/** The invite page stores where to come back to before sending a signed-out visitor to /auth. */
export function rememberPostLoginRedirect(path: string) {
  if (isSafeLocalPath(path)) writeStorage(storageKeys.postLoginRedirect, path);
}

/** Reads and clears the stored redirect; only same-site paths are honoured. */
export function takePostLoginRedirect(): string | null {
  const path = readStorage(storageKeys.postLoginRedirect);
  if (path !== null) writeStorage(storageKeys.postLoginRedirect, null);
  return path && isSafeLocalPath(path) ? path : null;
}
