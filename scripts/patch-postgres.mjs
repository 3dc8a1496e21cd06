// npm install's postinstall step: guards postgres.js (3.4.x) against using a connection that already
// closed (porsager/postgres#1154, #1208, #1215, unfixed upstream). Without it, a transaction whose
// connection dies (the database restarted) crashes the whole process: postgres.js rolls the
// transaction back on that connection, the write is deferred with setImmediate, and by then the
// socket is null, an uncaught TypeError. And when the socket reports an error (ECONNRESET) before it
// closes, that rollback lands in the connection's queue between the two events and is never
// rejected; the connection, reopened, then waits forever for its answer and serves nothing again.
// And a connection lost while it fetches its types leaves an unhandled rejection (the process ends).
// With it, a statement on a closed connection is rejected with CONNECTION_CLOSED, like the one
// before it, a closing connection settles and forgets everything of its session, and a failed type
// query is dropped (docs/decisions/036-survive-a-database-outage.md).
// Idempotent; upgrades a copy patched by its previous version; fails the install when postgres.js
// changed so that the patch no longer applies. `node scripts/patch-postgres.mjs <dir>` patches
// another copy of the package (to try it on a pristine one).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const MARK = "gridiron-picks: closed-connection guard 3";
const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", "postgres");

const edits = [
  {
    // A statement for a closed connection (a transaction's, whose connection died) is rejected at
    // once; true keeps the connection in the pool's closed queue, where the next query reopens it.
    from: "      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))\n\n    if (stream)\n",
    to: `      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))\n\n    if (socket === null) { // ${MARK}\n      queryError(q, Errors.connection('CONNECTION_CLOSED', options))\n      return true\n    }\n\n    if (stream)\n`,
  },
  {
    // A deferred write that finds its connection closed settles its queries instead of throwing.
    from: "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n",
    to: "  function nextWrite(fn) {\n    if (socket === null) {\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)\n",
  },
  {
    // A cancelled deferred write is forgotten, so the next write schedules its own (else none is ever sent).
    from: "  async function closed(hadError) {\n    incoming = Buffer.alloc(0)\n    remaining = 0\n    incomings = null\n    clearImmediate(nextWriteTimer)\n",
    to: "  async function closed(hadError) {\n    incoming = Buffer.alloc(0)\n    remaining = 0\n    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n",
  },
  {
    // The closed session's error and results never settle the next session's statements; after an
    // 'error' event, statements queued before 'close' are rejected too, and the statement slot is
    // freed (no ReadyForQuery will ever free it), else the reopened connection waits on it forever.
    from: "    socket = null\n\n    if (initial)\n      return reconnect()\n\n    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n",
    to: "    socket = null\n    errorResponse = results = null\n    result = new Result()\n    rows = 0\n\n    if (initial)\n      return reconnect()\n\n    if (query || sent.length)\n      error(Errors.connection('CONNECTION_CLOSED', options, socket))\n    query = null\n",
  },
  {
    from: "    clearImmediate(nextWriteTimer)\n    if (socket) {\n",
    to: "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {\n",
  },
  {
    // A new connection's type query that fails (the database went away as it opened) already failed
    // the statement waiting for that connection; unhandled, its rejection would end the process.
    from: "      order by b.oid\n    `], [], execute)\n",
    to: "      order by b.oid\n    `], [], execute).catch(() => [])\n",
  },
];

// What this script's previous version applied (its mark was on the nextWrite guard), undone first.
const PREVIOUS_MARK = "gridiron-picks: closed-socket guard";
const previous = [
  {
    from: edits[1].from,
    to: edits[1].to.replace("if (socket === null) {\n", `if (socket === null) { // ${PREVIOUS_MARK}\n`),
  },
  edits[2],
  edits[4],
];

const fail = (why) => {
  console.error(`patch-postgres: ${why}; review scripts/patch-postgres.mjs`);
  process.exit(1);
};
const swap = (text, from, to, where) => {
  if (text.split(from).length !== 2) fail(`${where} no longer matches`);
  return text.replace(from, to);
};

if (!existsSync(root)) process.exit(0); // not installed (yet): nothing to guard
const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
for (const file of ["src/connection.js", "cjs/src/connection.js", "cf/src/connection.js"]) {
  const path = join(root, file);
  if (!existsSync(path)) continue;
  const where = `postgres ${version} ${file}`;
  let text = readFileSync(path, "utf8");
  if (text.includes(MARK)) continue;
  if (text.includes(PREVIOUS_MARK)) {
    for (const { from, to } of previous.toReversed()) text = swap(text, to, from, `${where} (previous patch)`);
  }
  for (const { from, to } of edits) text = swap(text, from, to, where);
  writeFileSync(path, text);
  console.log(`patch-postgres: guarded ${file} (postgres ${version})`);
}
