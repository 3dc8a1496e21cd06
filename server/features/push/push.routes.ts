import * as routes from "../../../shared/api/push.api.ts";
import { userOf } from "../../auth/auth.middleware.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { nudgeLeague } from "./nudge.service.ts";
import { preferencesOf, savePreferences, subscribe, unsubscribe } from "./push-subscriptions.service.ts";
import { vapidKeys } from "./vapid.service.ts";

export const pushRoutes = featureRoutes()
  .openapi(routes.pushKeyRoute, async (c) => c.json({ publicKey: (await vapidKeys()).publicKey }, 200))
  .openapi(routes.subscribeRoute, async (c) => c.json(await subscribe(userOf(c).id, c.req.valid("json")), 200))
  .openapi(routes.unsubscribeRoute, async (c) =>
    c.json(await unsubscribe(userOf(c).id, c.req.valid("json").endpoint), 200),
  )
  .openapi(routes.pushPreferencesRoute, async (c) => c.json(await preferencesOf(userOf(c).id), 200))
  .openapi(routes.savePushPreferencesRoute, async (c) =>
    c.json(await savePreferences(userOf(c).id, c.req.valid("json")), 200),
  )
  .openapi(routes.nudgeRoute, async (c) => c.json(await nudgeLeague(userOf(c).id, c.req.valid("param").id), 200));
