import * as routes from "../../../shared/api/leagues.api.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { inviteByCode, joinByCode, rotateJoinCode } from "./join-code.service.ts";
import { leagueCard, saveLeagueCard } from "./league-card.service.ts";
import { leagueHistory } from "./league-history.service.ts";
import { leagueWeekPicks, missingCards } from "./league-picks.service.ts";
import { leagueSlate, setLeagueSlate } from "./league-slate.service.ts";
import { setWeekTiebreaker, weekTiebreaker } from "./league-tiebreaker.service.ts";
import { leagueVoids, restoreLeagueGame, voidLeagueGame } from "./league-void.service.ts";
import { createLeague, leagueDetail, leagueIdBySlug, listLeagues, updateLeague } from "./leagues.service.ts";
import { joinPublicLeague, listMembers, removeMember } from "./membership.service.ts";
import { saveSurvivorPick, survivorBoard } from "./survivor.service.ts";

/**
 * Every /api/leagues route but standings and trivia. Fixed paths come before the /:id ones. League
 * ids are checked by league-access (malformed → 404).
 */
export const leaguesRoutes = featureRoutes()
  // The invite page is public (RULES §2): the code is the key, so it answers signed-out visitors too.
  .openapi(routes.inviteByCodeRoute, async (c) =>
    c.json(await inviteByCode(c.get("user")?.id ?? null, c.req.valid("param").code), 200),
  )
  .openapi(routes.listLeaguesRoute, async (c) => c.json(await listLeagues(userOf(c).id), 200))
  .openapi(routes.createLeagueRoute, async (c) => c.json(await createLeague(userOf(c).id, c.req.valid("json")), 201))
  .openapi(routes.joinByCodeRoute, async (c) =>
    c.json(await joinByCode(userOf(c).id, c.req.valid("json").joinCode), 200),
  )
  .openapi(routes.joinByLinkRoute, async (c) => c.json(await joinByCode(userOf(c).id, c.req.valid("param").code), 200))
  .openapi(routes.leagueBySlugRoute, async (c) =>
    c.json(await leagueIdBySlug(userOf(c).id, c.req.valid("param").slug), 200),
  )
  .openapi(routes.leagueDetailRoute, async (c) =>
    c.json(await leagueDetail(userOf(c).id, c.req.valid("param").id), 200),
  )
  .openapi(routes.updateLeagueRoute, async (c) =>
    c.json(await updateLeague(userOf(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(routes.leagueMembersRoute, async (c) =>
    c.json(await listMembers(userOf(c).id, c.req.valid("param").id), 200),
  )
  .openapi(routes.joinPublicLeagueRoute, async (c) =>
    c.json(await joinPublicLeague(userOf(c).id, c.req.valid("param").id), 200),
  )
  .openapi(routes.removeMemberRoute, async (c) => {
    const { id, userId } = c.req.valid("param");
    await removeMember(userOf(c).id, id, userId);
    return c.json({ message: "Member removed" }, 200);
  })
  .openapi(routes.rotateJoinCodeRoute, async (c) =>
    c.json(await rotateJoinCode(userOf(c).id, c.req.valid("param").id), 200),
  )
  .openapi(routes.leagueSlateRoute, async (c) =>
    c.json(await leagueSlate(userOf(c).id, c.req.valid("param").id, c.req.valid("query").weekId), 200),
  )
  .openapi(routes.setLeagueSlateRoute, async (c) =>
    c.json(await setLeagueSlate(userOf(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(routes.leagueCardRoute, async (c) =>
    c.json(await leagueCard(userOf(c).id, c.req.valid("param").id, c.req.valid("query").weekId), 200),
  )
  .openapi(routes.saveLeagueCardRoute, async (c) =>
    c.json(await saveLeagueCard(userOf(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(routes.leagueWeekPicksRoute, async (c) =>
    c.json(await leagueWeekPicks(userOf(c).id, c.req.valid("param").id, c.req.valid("query").weekId), 200),
  )
  .openapi(routes.leagueHistoryRoute, async (c) =>
    c.json(await leagueHistory(userOf(c).id, c.req.valid("param").id), 200),
  )
  .openapi(routes.missingCardsRoute, async (c) =>
    c.json(await missingCards(userOf(c).id, c.req.valid("param").id), 200),
  )
  .openapi(routes.leagueVoidsRoute, async (c) =>
    c.json(await leagueVoids(userOf(c).id, c.req.valid("param").id, c.req.valid("query").weekId), 200),
  )
  .openapi(routes.voidLeagueGameRoute, async (c) =>
    c.json(await voidLeagueGame(userOf(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(routes.restoreLeagueGameRoute, async (c) => {
    const { id, gameId } = c.req.valid("param");
    return c.json(await restoreLeagueGame(userOf(c).id, id, gameId), 200);
  })
  .openapi(routes.weekTiebreakerRoute, async (c) =>
    c.json(await weekTiebreaker(userOf(c).id, c.req.valid("param").id, c.req.valid("query").weekId), 200),
  )
  .openapi(routes.setWeekTiebreakerRoute, async (c) =>
    c.json(await setWeekTiebreaker(userOf(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(routes.survivorBoardRoute, async (c) =>
    c.json(await survivorBoard(userOf(c).id, c.req.valid("param").id, c.req.valid("query").weekId), 200),
  )
  .openapi(routes.saveSurvivorPickRoute, async (c) =>
    c.json(await saveSurvivorPick(userOf(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
