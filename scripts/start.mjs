// `npm start`: plain Node runs the server bundled into dist/server; only the build step goes through
// tsx (scoped to it), whose loader otherwise doubles the time to load the server's modules (decision 065).
import cluster from "node:cluster";
import { tsImport } from "tsx/esm/api";

// A worker of WORKERS=N runs this file too: its primary built everything.
if (cluster.isPrimary) {
  const { prepareStart } = await tsImport("./start.ts", import.meta.url);
  await prepareStart();
}
await import(new URL("../dist/server/index.js", import.meta.url).href);
