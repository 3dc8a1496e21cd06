import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUSY_MESSAGE, databaseRefusal, REFERENCE_GONE_MESSAGE } from "../../server/db/errors.ts";
import { db } from "../../server/db/index.ts";
import { users } from "../../server/db/schema/index.ts";
import { createGame, createWeek, playerClient } from "../support/fixtures.ts";
import { createLeague } from "../support/leagues.ts";

describe("constraint violations", () => {
  it("answer a pick written while its user is being deleted with 409 { message }, not a 500", async () => {
    const game = await createGame((await createWeek()).id);
    const fan = await playerClient("doomed@example.com", "doomed");
    const fanId = (await fan.get("/api/auth/user")).body.id as string;
    // The race's window, held open: the session was checked (and is cached), then the user row went.
    await db().delete(users).where(eq(users.id, fanId));
    const pick = await fan.post("/api/picks", { gameId: game.id, winner: "HOME" });
    expect(pick).toMatchObject({ status: 409, body: { message: REFERENCE_GONE_MESSAGE } });
    expect(Object.keys(pick.body)).toEqual(["message"]);
    const league = await fan.post("/api/leagues", { name: "Ghost League" });
    expect(league).toMatchObject({ status: 409, body: { message: REFERENCE_GONE_MESSAGE } });
  });

  it("map the real driver errors of each kind to one 4xx, and anything else to none", async () => {
    const owner = await playerClient("owner@example.com", "owner_one");
    const league = await createLeague(owner);
    const refusalOf = async (statement: ReturnType<typeof sql>) => {
      const error = await db()
        .execute(statement)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).not.toBeNull();
      const refusal = databaseRefusal(error);
      return refusal && { status: refusal.status, message: refusal.message };
    };
    const nobody = "00000000-0000-4000-8000-000000000000";
    expect(
      await refusalOf(sql`insert into picks (user_id, game_id, winner) values (${nobody}, ${nobody}, 'HOME')`),
    ).toEqual({ status: 409, message: REFERENCE_GONE_MESSAGE });
    expect(
      await refusalOf(
        sql`insert into leagues (name, slug, owner_id, join_code) values ('Twin', 'twin', ${league.ownerId}, ${league.joinCode})`,
      ),
    ).toMatchObject({ status: 409 });
    expect(
      await refusalOf(sql`update league_members set role = 'emperor' where league_id = ${league.id}`),
    ).toMatchObject({ status: 400 });
    expect(await refusalOf(sql`update leagues set name = null where id = ${league.id}`)).toMatchObject({ status: 400 });
    expect(await refusalOf(sql`select ${"2147483648"}::int`)).toMatchObject({ status: 400 });
    expect(await refusalOf(sql`select ${"not-a-uuid"}::uuid`)).toMatchObject({ status: 400 });
    const aborted = (code: string) =>
      sql.raw(`do $$ begin raise exception 'aborted' using errcode = '${code}'; end $$`);
    expect(await refusalOf(aborted("40P01"))).toEqual({ status: 503, message: BUSY_MESSAGE });
    expect(await refusalOf(aborted("40001"))).toEqual({ status: 503, message: BUSY_MESSAGE });
    expect(await refusalOf(sql`select * from no_such_table`)).toBeNull();
    expect(databaseRefusal(new Error("boom"))).toBeNull();
  });
});
