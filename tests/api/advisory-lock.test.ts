import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisoryLockKeys, openSessionLock, withAdvisoryLock } from "../../server/db/advisory-lock.ts";
import { startJobLeader } from "../../server/jobs/job-leader.ts";
import { canRunSeveralProcesses, createProcessDatabase, type ProcessDatabase } from "../support/server-process.ts";

const key = advisoryLockKeys.jobLeader;
const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  for (const end = Date.now() + timeoutMs; !(await check()); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > end) throw new Error("condition not met in time");
  }
};

describe.skipIf(!canRunSeveralProcesses)("advisory locks on PostgreSQL", () => {
  let database: ProcessDatabase;
  let observer: postgres.Sql;
  const holders = async () =>
    observer<
      { pid: number }[]
    >`select pid from pg_locks where locktype = 'advisory' and objid = ${key}::oid and granted`;

  beforeAll(async () => {
    database = await createProcessDatabase();
    observer = postgres(database.url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await observer?.end();
    await database?.drop();
  });

  it("lets one session hold the job leader lock, and the next take it once the first closes", async () => {
    const first = openSessionLock(database.url, key, "test");
    const second = openSessionLock(database.url, key, "test");
    expect(await first.hold()).toBe(true);
    expect(await second.hold()).toBe(false);
    expect(await first.hold()).toBe(true);
    expect(await holders()).toHaveLength(1);
    await first.close();
    expect(await second.hold()).toBe(true);
    await second.close();
    expect(await holders()).toHaveLength(0);
  });

  it("stops a leader whose lock connection the server cuts, and lets it lead again once the lock is free", async () => {
    const events: string[] = [];
    const leader = startJobLeader({
      lock: openSessionLock(database.url, key, "test"),
      retryMs: 200,
      onLead: () => events.push("lead"),
      onFollow: () => events.push("follow"),
    });
    try {
      await until(() => leader.leading);
      const [holder] = await holders();
      await observer`select pg_terminate_backend(${holder!.pid})`;
      await until(() => events.includes("follow"));
      await until(() => leader.leading);
      expect(events).toEqual(["lead", "follow", "lead"]);
      const [again] = await holders();
      expect(again!.pid).not.toBe(holder!.pid);
    } finally {
      await leader.stop();
    }
  });

  it("runs locked work one holder at a time", async () => {
    let inside = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++inside);
      await new Promise((r) => setTimeout(r, 200));
      inside--;
    };
    await Promise.all([1, 2, 3].map(() => withAdvisoryLock(database.url, advisoryLockKeys.migrations, "test", work)));
    expect(most).toBe(1);
  });
});
