import type { CurrentUser } from "@shared/contracts/auth";
import { ForcedUsernameDialog } from "./forced-username-dialog";
import { ProfileSetupModal } from "./profile-setup-modal";

/** RULES §6: a signed-in user without a handle must finish setup before anything else. */
export function ProfileGate({ user }: { user: CurrentUser | null }) {
  if (!user?.needsHandle) return null;
  if (user.termsAcceptedAt && !user.handle) return <ForcedUsernameDialog />;
  return <ProfileSetupModal />;
}
