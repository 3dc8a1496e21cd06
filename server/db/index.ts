import type { Database, Db } from "./client.ts";

let current: Database | undefined;

export function useDatabase(database: Database) {
  current = database;
}

export function db(): Db {
  if (!current) throw new Error("The database is not open yet");
  return current.db;
}

export function databaseKind() {
  return current?.kind;
}
