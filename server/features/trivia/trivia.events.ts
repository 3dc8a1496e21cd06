import { events } from "../../events.ts";

/** A player's trivia moved (unlock, answer, submit): league rooms redraw the race; points move boards. */
export function publishTriviaProgress(userId: string, day: string, pointsChanged = false) {
  events.publish("trivia.progress", { userId, day });
  if (pointsChanged) events.publish("standings.changed", { weekId: null, userIds: [userId] });
}
