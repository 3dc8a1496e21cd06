import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium } from "./support/ensure-chromium.ts";

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  success: boolean;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

function failedTestsOf(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, "");
    const tests = file.assertionResults.filter((test) => test.status === "failed");
    const firstLine = (text = "") => text.split("\n")[0]!.slice(0, 300);
    if (tests.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`];
    return tests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/**
 * Every test: unit, API, real-time and browser. Ends with a "FAILED (database): …" line per failed test
 * (CI keeps only the tail of a long log) and a plain "N passed, N failed" line.
 * `npm test -- api realtime` runs only those projects; TEST_DATABASE_URL runs the database suites on PostgreSQL.
 */
const only = process.argv.slice(2);
/** Says which database a failure happened on: CI runs the database suites on both. */
const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const reportDir = join("test-results", "reports");
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const suites = [
  { name: "unit-api-realtime", projects: ["unit", "api", "realtime"] },
  { name: "e2e", projects: ["e2e"] },
]
  .map((suite) => ({ ...suite, projects: suite.projects.filter((p) => only.length === 0 || only.includes(p)) }))
  .filter((suite) => suite.projects.length > 0);

let passed = 0;
let failed = 0;
const failedNames: string[] = [];
let exitCode = 0;
for (const suite of suites) {
  const env = { ...process.env };
  if (suite.projects.includes("e2e")) {
    try {
      env.CHROMIUM_PATH = ensureChromium();
    } catch (error) {
      console.error((error as Error).message);
      failedNames.push(`${suite.name}: no browser (${(error as Error).message})`);
      failed += 1;
      exitCode = 1;
      continue;
    }
  }
  const outputFile = join(reportDir, `${suite.name}.json`);
  const args = [
    "vitest",
    "run",
    ...suite.projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${outputFile}`,
  ];
  const result = spawnSync("npx", args, { stdio: "inherit", env });
  try {
    const report = JSON.parse(readFileSync(outputFile, "utf8")) as VitestReport;
    failedNames.push(...failedTestsOf(report));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (!report.success && report.numFailedTests === 0) failed += 1; // a suite that crashed outside any test
  } catch {
    failedNames.push(`${suite.name}: the run left no report (exit ${result.status})`);
    failed += 1;
  }
  if (result.status !== 0) exitCode = 1;
}
for (const name of failedNames) console.log(`FAILED (${database}): ${name}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
