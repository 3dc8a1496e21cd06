import * as routes from "../../../shared/api/league-chat.api.ts";
import { CHAT_DELETED_MESSAGE, CHAT_UNMUTED_MESSAGE } from "../../../shared/contracts/league-chat.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { chatPage, deleteChatMessage, muteMember, postChatMessage, unmuteMember } from "./league-chat.service.ts";

/** /api/leagues/{id}/chat and /mutes: the league's chat (decision 033; league ids are checked by league-access). */
export const leagueChatRoutes = featureRoutes()
  .openapi(routes.leagueChatRoute, async (c) =>
    c.json(await chatPage(userOf(c).id, c.req.valid("param").id, c.req.valid("query").before), 200),
  )
  .openapi(routes.postChatMessageRoute, async (c) =>
    c.json(await postChatMessage(userOf(c).id, c.req.valid("param").id, c.req.valid("json").text), 201),
  )
  .openapi(routes.deleteChatMessageRoute, async (c) => {
    const { id, messageId } = c.req.valid("param");
    await deleteChatMessage(userOf(c).id, id, messageId);
    return c.json({ message: CHAT_DELETED_MESSAGE }, 200);
  })
  .openapi(routes.muteMemberRoute, async (c) =>
    c.json(await muteMember(userOf(c).id, c.req.valid("param").id, c.req.valid("json").userId), 200),
  )
  .openapi(routes.unmuteMemberRoute, async (c) => {
    const { id, userId } = c.req.valid("param");
    await unmuteMember(userOf(c).id, id, userId);
    return c.json({ message: CHAT_UNMUTED_MESSAGE }, 200);
  });
