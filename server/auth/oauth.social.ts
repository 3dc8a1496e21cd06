import { Discord, GitHub } from "arctic";
import { env } from "../env.ts";
import { badRequest } from "../http/errors.ts";
import { type OAuthProvider, splitName, str } from "./oauth.flow.ts";
import { fetchJson } from "./oidc.client.ts";

type GitHubUser = {
  id: number;
  login: string;
  name?: string | null;
  email?: string | null;
  avatar_url?: string | null;
};
type GitHubEmail = { email: string; primary: boolean; verified: boolean };

export function githubProvider(): OAuthProvider {
  const { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = env();
  const client = (redirectURI: string) => new GitHub(GITHUB_CLIENT_ID!, GITHUB_CLIENT_SECRET!, redirectURI);
  return {
    async authorizationURL({ redirectURI, state }) {
      return client(redirectURI).createAuthorizationURL(state, ["read:user", "user:email"]);
    },
    async identity({ redirectURI }, code) {
      const tokens = await client(redirectURI).validateAuthorizationCode(code);
      const headers = {
        authorization: `Bearer ${tokens.accessToken()}`,
        accept: "application/vnd.github+json",
        "user-agent": "gridiron-picks",
      };
      const user = (await fetchJson("https://api.github.com/user", { headers })) as GitHubUser;
      if (typeof user?.id !== "number") throw badRequest("Sign-in failed: GitHub sent no user");
      // Without the user:email grant the list is refused: sign in without an email rather than fail.
      const emails = (await fetchJson("https://api.github.com/user/emails", { headers }).catch(
        () => [],
      )) as GitHubEmail[];
      const primary = Array.isArray(emails) ? emails.find((e) => e.primary && e.verified) : undefined;
      return {
        provider: "github",
        providerUserId: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary !== undefined,
        ...splitName(user.name ?? user.login),
        profileImageUrl: str(user.avatar_url),
      };
    },
  };
}

type DiscordUser = {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
  avatar?: string | null;
};

export function discordProvider(): OAuthProvider {
  const { DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET } = env();
  const client = (redirectURI: string) => new Discord(DISCORD_CLIENT_ID!, DISCORD_CLIENT_SECRET!, redirectURI);
  return {
    async authorizationURL({ redirectURI, state, codeVerifier }) {
      return client(redirectURI).createAuthorizationURL(state, codeVerifier, ["identify", "email"]);
    },
    async identity({ redirectURI, codeVerifier }, code) {
      const tokens = await client(redirectURI).validateAuthorizationCode(code, codeVerifier);
      const headers = { authorization: `Bearer ${tokens.accessToken()}` };
      const user = (await fetchJson("https://discord.com/api/users/@me", { headers })) as DiscordUser;
      if (typeof user?.id !== "string") throw badRequest("Sign-in failed: Discord sent no user");
      return {
        provider: "discord",
        providerUserId: user.id,
        email: str(user.email),
        emailVerified: str(user.email) !== null && user.verified === true,
        firstName: str(user.global_name) ?? user.username,
        lastName: null,
        profileImageUrl: user.avatar ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png` : null,
      };
    },
  };
}
