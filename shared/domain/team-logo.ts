/**
 * A team logo's address as the app may show it: over https only (a page served over https must not
 * load an http image, and the CDN answers both), without credentials; anything else is no logo, and
 * the team's colour and abbreviation stand in.
 */
export function secureLogo(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^http:\/\//i, "https://"));
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  return url.href;
}
