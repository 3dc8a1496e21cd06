import { describe, expect, it } from "vitest";
import { LeagueState, OnlineMember } from "../../shared/realtime/league.state.ts";
import { syncMap } from "./live-room.ts";

const online = (...members: [string, string][]) =>
  members.map(([userId, handle]) => [userId, { userId, handle }] as const);

describe("syncMap", () => {
  it("updates the entry a key already has in place, so only changed fields travel", () => {
    const map = new LeagueState().online;
    syncMap(map, online(["u1", "ada"]), () => new OnlineMember());
    const entry = map.get("u1");
    syncMap(map, online(["u1", "ada2"]), () => new OnlineMember());
    expect(map.get("u1")).toBe(entry);
    expect(map.get("u1")?.handle).toBe("ada2");
  });

  it("keeps keys missing from the entries unless asked to prune them", () => {
    const map = new LeagueState().online;
    syncMap(map, online(["u1", "ada"], ["u2", "bo"]), () => new OnlineMember());
    syncMap(map, online(["u2", "bo"]), () => new OnlineMember());
    expect([...map.keys()].sort()).toEqual(["u1", "u2"]);
    syncMap(map, online(["u2", "bo"], ["u3", "cy"]), () => new OnlineMember(), { prune: true });
    expect([...map.keys()].sort()).toEqual(["u2", "u3"]);
    expect(map.get("u3")?.toJSON()).toEqual({ userId: "u3", handle: "cy" });
  });
});
