import { sql } from "drizzle-orm";
import {
  NUDGE_ALREADY_SENT_MESSAGE,
  NUDGE_NO_OPEN_GAMES_MESSAGE,
  type NudgeResult,
} from "../../../shared/contracts/push.ts";
import { PUSH_TEXT } from "../../../shared/domain/push.ts";
import { rowsOf } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { ConflictError } from "../../domain-errors.ts";
import { requireLeagueOwner } from "../leagues/league-access.ts";
import { missingCards } from "../leagues/league-picks.service.ts";
import { deliverInBackground } from "./push.sender.ts";

/**
 * The owner's Nudge: a reminder to each member who has not filled their card for the next lock
 * (the owner's missing-cards list), once per league per week (`nudge:<league>:<week>` in push_sent,
 * claimed before anything is sent, so a second Nudge, however close, is a 409). The answer does not
 * wait for push services (decision 052): the reminders are queued and go out behind it.
 */
export async function nudgeLeague(ownerId: string, leagueId: string): Promise<NudgeResult> {
  const league = await requireLeagueOwner(ownerId, leagueId);
  const { weekId, nextLockAt, missing } = await missingCards(ownerId, league.id);
  if (nextLockAt === null) throw new ConflictError(NUDGE_NO_OPEN_GAMES_MESSAGE);
  const recipients = missing.filter((member) => member.userId !== ownerId);
  if (recipients.length === 0) return { weekId, nudged: 0 };
  const claimed = rowsOf<{ key: string }>(
    await db().execute(sql`
      insert into push_sent (key, kind, user_id) values (${`nudge:${league.id}:${weekId}`}, 'nudge', ${ownerId})
      on conflict (key) do nothing
      returning key`),
  );
  if (claimed.length === 0) throw new ConflictError(NUDGE_ALREADY_SENT_MESSAGE);
  deliverInBackground(
    recipients.map((member) => ({
      userId: member.userId,
      payload: {
        kind: "nudge",
        title: PUSH_TEXT.nudge.title(league.name),
        body: PUSH_TEXT.nudge.body(),
        url: `/leagues/${league.id}`,
        tag: `nudge-${league.id}`,
      },
    })),
    `Nudge of league ${league.id}`,
  );
  return { weekId, nudged: recipients.length };
}
