import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type FakeCfbd, startFakeCfbd } from "../support/cfbd-server.ts";
import { createProcessData, type ProcessData, seedPickers } from "../support/process-data.ts";
import { until } from "../support/process-week.ts";
import { type FakePushService, startFakePushService } from "../support/push-service.ts";
import { canRunSeveralProcesses, type ServerProcess, startServerProcess } from "../support/server-process.ts";

const LEADS = "Job leader: this process runs background jobs";
const servers: ServerProcess[] = [];
let data: ProcessData | undefined;
let push: FakePushService | undefined;
let cfbd: FakeCfbd | undefined;
const certDir = mkdtempSync(join(tmpdir(), "push-ca-"));

afterEach(({ task }) => {
  if (task.result?.state === "fail")
    for (const [i, s] of servers.entries()) console.log(`process ${i + 1}:\n${s.output()}`);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await push?.close();
  await cfbd?.close();
  await data?.remove();
  rmSync(certDir, { recursive: true, force: true });
});

describe.skipIf(!canRunSeveralProcesses)("Picks lock in 1 hour, with two server processes", () => {
  it("reaches a subscribed player with open picks exactly once, even when the job leader dies and the other takes over", async () => {
    push = await startFakePushService();
    const ca = join(certDir, "push-ca.pem");
    writeFileSync(ca, push.cert);
    data = await createProcessData(process.env.TEST_DATABASE_URL);
    // One player, one game kicking off in 30 minutes and not picked: inside the hour before it locks.
    const { gameIds } = await seedPickers(data, { players: 1, games: 1, kickoff: new Date(Date.now() + 30 * 60_000) });
    const phone = push.device("phone");
    const { db, close } = await data.open();
    await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      select id, ${phone.endpoint}, ${phone.subscription.keys.p256dh}, ${phone.subscription.keys.auth} from users
      where email = 'picker1@example.com'`);
    await close();

    // Recorded CFBD answers of a past season: without them the replay provider dates its games to
    // this week, and a real kickoff within the hour would rightly bring its own reminder.
    cfbd = await startFakeCfbd();
    const env = {
      ...data.env,
      CFBD_API_KEY: "test-key",
      CFBD_BASE_URL: cfbd.url,
      REDIS_URL: "",
      SYNC_INTERVAL_MINUTES: "1440",
      JOB_LEADER_RETRY_SECONDS: "1",
      NODE_EXTRA_CA_CERTS: ca,
      PUSH_ALLOWED_PRIVATE_ADDRESSES: "127.0.0.1",
    };
    servers.push(await startServerProcess(env), await startServerProcess(env));
    const [first] = await push.waitFor(1, 30_000);
    expect(first!.payload).toMatchObject({ title: "Picks lock in 1 hour" });

    // The leader dies; the other process takes the jobs, runs the reminders again, and sends nothing new.
    const leader = await until(() => servers.find((s) => s.output().includes(LEADS)), 10_000, "a job leader");
    await leader.kill();
    const follower = servers.find((s) => s !== leader)!;
    await until(() => follower.output().includes(LEADS), 20_000, "the other process leading");
    const remindersRan = async () => {
      const text = await (await fetch(`${follower.url}/metrics`)).text();
      return /^job_runs_total\{[^}]*job="reminders"[^}]*\} [1-9]/m.test(text);
    };
    // A run is counted once its sends have been answered, and the push service records before it answers.
    await until(remindersRan, 20_000, "the reminders job running on the new leader");
    expect(push.received).toHaveLength(1);
    expect(push.errors).toEqual([]);
    expect(gameIds).toHaveLength(1);
  }, 120_000);
});
