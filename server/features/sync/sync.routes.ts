import * as routes from "../../../shared/api/admin.api.ts";
import { SYNC_COMPLETE_MESSAGE } from "../../../shared/contracts/admin.ts";
import { SYNC_FAILED_MESSAGE } from "../../../shared/contracts/games.ts";
import { HttpError } from "../../http/errors.ts";
import { featureRoutes } from "../../http/openapi.ts";
import { idParam } from "../../http/validate.ts";
import { recalculateBoundaries } from "./boundaries.service.ts";
import { runSync } from "./sync.runner.ts";
import { syncBudgetStatus } from "./sync-budget.service.ts";

/** Mounted inside adminRoutes at /admin; each contract admits admins only. */
export const adminSyncRoutes = featureRoutes()
  .openapi(routes.syncRoute, async (c) => {
    try {
      const result = await runSync();
      return c.json({ message: SYNC_COMPLETE_MESSAGE, ...result } as const, 200);
    } catch {
      throw new HttpError(502, SYNC_FAILED_MESSAGE);
    }
  })
  .openapi(routes.syncBudgetRoute, async (c) => {
    const status = await syncBudgetStatus();
    const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 1000));
    return c.json(
      {
        provider: status.provider,
        month: status.month,
        budget: status.budget,
        used: status.used,
        left: status.left,
        live: status.live,
        pollEverySeconds: seconds(status.pollEveryMs),
        fullSyncEverySeconds: seconds(status.fullSyncEveryMs),
        resetsAt: status.monthEndsAt.toISOString(),
      },
      200,
    );
  })
  .openapi(routes.recalculateBoundariesRoute, async (c) => {
    const week = await recalculateBoundaries(idParam(c, "id", "Week not found"));
    return c.json({ message: `Week boundaries updated for ${week.label}`, week }, 200);
  });
