import type { Database, Db } from "./client.ts";

let current: Database | undefined;
let opened: () => void;
const open = new Promise<void>((resolve) => {
  opened = resolve;
});

export function useDatabase(database: Database) {
  current = database;
  opened();
}

export function db(): Db {
  if (!current) throw new Error("The database is not open yet");
  return current.db;
}

export function databaseKind() {
  return current?.kind;
}

/** A process serves its pages while the database opens (decision 066); whatever reads it waits here. */
export const isDatabaseOpen = () => current !== undefined;
export const databaseOpened = (): Promise<void> => open;
