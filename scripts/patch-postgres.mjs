// npm install's postinstall step: guards postgres.js (3.4.x) against writing to a connection that
// already closed (porsager/postgres#1154, #1208, unfixed upstream). Without it, a transaction whose
// connection dies (the database restarted) crashes the whole process: postgres.js rolls the
// transaction back on that connection, the write is deferred with setImmediate, and by then the
// socket is null, an uncaught TypeError. With it, the rollback is rejected with CONNECTION_CLOSED,
// like the statement before it (docs/decisions/036-survive-a-database-outage.md).
// Idempotent; fails the install when postgres.js changed so that the patch no longer applies.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const MARK = "gridiron-picks: closed-socket guard";
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", "postgres");

const edits = [
  {
    // A deferred write that finds its connection closed settles its queries instead of throwing.
    from: "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n",
    to: `  function nextWrite(fn) {\n    if (socket === null) { // ${MARK}\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)\n`,
  },
  {
    // A cancelled deferred write is forgotten, so the next write schedules its own (else none is ever sent).
    from: "  async function closed(hadError) {\n    incoming = Buffer.alloc(0)\n    remaining = 0\n    incomings = null\n    clearImmediate(nextWriteTimer)\n",
    to: "  async function closed(hadError) {\n    incoming = Buffer.alloc(0)\n    remaining = 0\n    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n",
  },
  {
    from: "    clearImmediate(nextWriteTimer)\n    if (socket) {\n",
    to: "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {\n",
  },
];

if (!existsSync(root)) process.exit(0); // not installed (yet): nothing to guard
const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
for (const file of ["src/connection.js", "cjs/src/connection.js", "cf/src/connection.js"]) {
  const path = join(root, file);
  if (!existsSync(path)) continue;
  let text = readFileSync(path, "utf8");
  if (text.includes(MARK)) continue;
  for (const { from, to } of edits) {
    if (text.split(from).length !== 2) {
      console.error(`patch-postgres: postgres ${version} ${file} no longer matches; review scripts/patch-postgres.mjs`);
      process.exit(1);
    }
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
  console.log(`patch-postgres: guarded ${file} (postgres ${version})`);
}
