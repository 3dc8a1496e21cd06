import { buildClientIfStale } from "./client-build.ts";
import { buildServerIfStale } from "./server-build.ts";

/**
 * What `npm start` does before the server runs: the client built beside it when its sources changed
 * (decision 059), the server bundled first when its sources changed (decision 065).
 */
export async function prepareStart() {
  buildClientIfStale().catch((error: unknown) => {
    console.error("The client's build failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
  await buildServerIfStale();
}
