import type { CurrentUser } from "../../shared/contracts/auth.ts";
import type { SessionUser } from "./session-user.ts";

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    handle: user.handle,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    favoriteTeam: user.favoriteTeam,
    favoriteTeamColor: user.favoriteTeamColor,
    pointsTotal: user.pointsTotal,
    role: user.role,
    termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
    needsHandle: !user.handle || !user.termsAcceptedAt,
  };
}
