import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, check } from "drizzle-orm/pg-core";

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `column in (...)` over one of shared/domain/enums.ts's lists: drizzle's `{ enum }` only types the column. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map(literal).join(", "))})`);

/** Character length within bounds (`null` passes: optional columns). */
export const lengthBetween = (name: string, column: AnyPgColumn | SQL, min: number, max: number) =>
  check(name, sql`char_length(${column}) between ${sql.raw(String(min))} and ${sql.raw(String(max))}`);
