import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/client.ts";
import { db } from "../../server/db/index.ts";
import { pastDeadline } from "../../server/features/trivia/trivia-deadline.sql.ts";
import { ANSWER_GRACE_MS, isPastDeadline } from "../../shared/domain/trivia-day.ts";

describe("the trivia deadline rule", () => {
  it("times a question out at the same instant in SQL as in TypeScript: one millisecond past the grace", async () => {
    const deadline = new Date("2024-11-23T16:30:00.000Z");
    for (const late of [-1000, 0, ANSWER_GRACE_MS - 1, ANSWER_GRACE_MS, ANSWER_GRACE_MS + 1, 60_000]) {
      const now = new Date(deadline.getTime() + late);
      const [row] = rowsOf<{ past: boolean }>(
        await db().execute(sql`select ${pastDeadline(sql`${deadline.toISOString()}::timestamptz`, now)} as past`),
      );
      expect({ late, past: row?.past }).toEqual({ late, past: isPastDeadline(deadline, now) });
      expect(isPastDeadline(deadline, now)).toBe(late > ANSWER_GRACE_MS);
    }
  });

  it("leaves a question that was never unlocked neither open nor timed out in SQL", async () => {
    const [row] = rowsOf<{ past: boolean | null }>(
      await db().execute(sql`select ${pastDeadline(sql`null::timestamptz`, new Date())} as past`),
    );
    expect(row?.past).toBeNull();
  });
});
