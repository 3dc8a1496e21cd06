import { clock } from "../clock.ts";
import { deliver } from "../features/push/push.sender.ts";
import {
  claimLeaguePicksLockReminders,
  claimSitePicksLockReminders,
  claimTriviaReminders,
  forgetOldClaims,
  nextReminderAt,
} from "../features/push/reminders.service.ts";
import { logger } from "../logger.ts";
import type { ScheduledJob } from "./scheduler.ts";

/**
 * Web Push reminders (docs/decisions/034): "Picks lock in 1 hour" and "Your trivia is waiting".
 * Each message is claimed in push_sent before it is sent, so a rerun or a second leader sends
 * nothing twice; the sending itself is bounded (PUSH_SEND_CONCURRENCY).
 */
export function createRemindersJob(): ScheduledJob {
  return {
    name: "reminders",
    async run() {
      const now = clock.now();
      const messages = [
        ...(await claimSitePicksLockReminders(now)),
        ...(await claimLeaguePicksLockReminders(now)),
        ...(await claimTriviaReminders(now)),
      ];
      await forgetOldClaims();
      if (messages.length === 0) return;
      const report = await deliver(messages);
      logger.info(
        `Reminders: ${messages.length} messages, ${report.sent} sent, ${report.gone} devices gone, ${report.refused} refused, ${report.failed} failed`,
      );
    },
    nextRunAt: nextReminderAt,
  };
}
