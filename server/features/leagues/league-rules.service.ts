import { desc, eq, inArray } from "drizzle-orm";
import type { LeagueRules, RuleVersion } from "../../../shared/domain/league-rules.ts";
import type { DbOrTx } from "../../db/client.ts";
import { db } from "../../db/index.ts";
import { leagueRuleSets } from "../../db/schema/index.ts";

type RuleSetRow = typeof leagueRuleSets.$inferSelect;

const toVersion = (row: RuleSetRow): RuleVersion => ({
  rules: {
    pickMode: row.pickMode,
    confidence: row.confidence,
    slate: row.slate,
    deadline: row.deadline,
    tiebreaker: row.tiebreaker,
    points: row.points,
  },
  savedAt: row.savedAt,
});

/** Every version of a league's rules, newest first (decision 021). */
export async function ruleVersions(leagueId: string, database: DbOrTx = db()): Promise<RuleVersion[]> {
  const rows = await database
    .select()
    .from(leagueRuleSets)
    .where(eq(leagueRuleSets.leagueId, leagueId))
    .orderBy(desc(leagueRuleSets.savedAt));
  return rows.map(toVersion);
}

/** ruleVersions of many leagues in one read (a job over every league). */
export async function ruleVersionsOf(leagueIds: readonly string[], database: DbOrTx = db()) {
  const byLeague = new Map<string, RuleVersion[]>(leagueIds.map((id) => [id, []]));
  if (leagueIds.length === 0) return byLeague;
  const rows = await database
    .select()
    .from(leagueRuleSets)
    .where(inArray(leagueRuleSets.leagueId, [...leagueIds]))
    .orderBy(desc(leagueRuleSets.savedAt));
  for (const row of rows) byLeague.get(row.leagueId)?.push(toVersion(row));
  return byLeague;
}

export async function currentRules(leagueId: string, database: DbOrTx = db()): Promise<RuleVersion> {
  const [newest] = await ruleVersions(leagueId, database);
  if (!newest) throw new Error(`League ${leagueId} has no rules`);
  return newest;
}

const sameRules = (a: LeagueRules, b: LeagueRules) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves `rules` as the league's newest version unless they are the current ones. A version is
 * never changed: the weeks played under it keep it (rulesForWeek).
 */
export async function saveRules(
  database: DbOrTx,
  leagueId: string,
  rules: LeagueRules,
  savedAt: Date,
  current: RuleVersion | null,
): Promise<RuleVersion> {
  if (current && sameRules(normalized(current.rules), normalized(rules))) return current;
  const [row] = await database
    .insert(leagueRuleSets)
    .values({ leagueId, ...normalized(rules), savedAt })
    .returning();
  return toVersion(row!);
}

/** Field order fixed, so equal rules compare equal and store alike. */
function normalized(rules: LeagueRules): LeagueRules {
  const { points } = rules;
  return {
    pickMode: rules.pickMode,
    confidence: rules.confidence,
    slate: rules.slate,
    deadline: rules.deadline,
    tiebreaker: rules.tiebreaker,
    points: {
      correctWinner: points.correctWinner,
      incorrectWinner: points.incorrectWinner,
      exactScore: points.exactScore,
      correctMargin: points.correctMargin,
      overUnderCorrect: points.overUnderCorrect,
      upsetBonus: points.upsetBonus,
      exactScoreEnabled: points.exactScoreEnabled,
      correctMarginEnabled: points.correctMarginEnabled,
      overUnderEnabled: points.overUnderEnabled,
      upsetBonusEnabled: points.upsetBonusEnabled,
    },
  };
}
