// `npm start`: the server starts at once while the client is built beside it, only when its sources
// changed since client/dist was built; until the build is in place, pages answer "starting" (decision 059).
import cluster from "node:cluster";
import { buildClientIfStale } from "./client-build.ts";

if (cluster.isPrimary) {
  buildClientIfStale().catch((error: unknown) => {
    console.error("The client's build failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
await import("../server/index.ts");
