import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};

/** Suites that need a database: one per worker (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
const databaseProject = (name: string, groupOrder: number): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    sequence: { groupOrder },
    include: [`tests/${name}/**/*.test.ts`],
    setupFiles: ["tests/support/setup-db.ts"],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "client/src/**/*.test.ts"],
          environment: "node",
        },
      },
      databaseProject("api", 1),
      databaseProject("realtime", 2),
      {
        resolve: { alias },
        test: {
          name: "e2e",
          sequence: { groupOrder: 3 },
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
