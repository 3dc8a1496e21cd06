import type { CurrentUser } from "../../shared/contracts/auth.ts";
import type { SessionUser } from "./session-user.ts";

/** RULES §6: a signed-in user without a username or accepted terms must finish profile setup first. */
export const needsProfileSetup = (user: Pick<SessionUser, "handle" | "termsAcceptedAt">) =>
  !user.handle || !user.termsAcceptedAt;

export function toCurrentUser(user: SessionUser, pointsTotal: number): CurrentUser {
  return {
    id: user.id,
    handle: user.handle,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    favoriteTeam: user.favoriteTeam,
    favoriteTeamColor: user.favoriteTeamColor,
    pointsTotal,
    role: user.role,
    termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
    needsHandle: needsProfileSetup(user),
  };
}
