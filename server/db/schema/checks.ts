import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, check } from "drizzle-orm/pg-core";

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `column in (...)` over one of shared/domain/enums.ts's lists: drizzle's `{ enum }` only types the column. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map(literal).join(", "))})`);

/** A bound written into a CHECK as SQL text, not a bind parameter (a constraint has none). */
export const bound = (value: number) => sql.raw(String(value));

/** The whole value matches a POSIX regular expression (`null` passes: optional columns). */
export const matches = (name: string, column: AnyPgColumn, pattern: string) =>
  check(name, sql`${column} ~ ${sql.raw(literal(pattern))}`);

/** A `^[class]+$` pattern of shared/domain with its repetition bounded: `^[class]{min,max}$`. */
export function boundedPattern(pattern: RegExp, min: number, max: number): string {
  if (!pattern.source.endsWith("+$")) throw new Error(`${pattern} does not end in +$`);
  return `${pattern.source.slice(0, -2)}{${min},${max}}$`;
}

/** Character length within bounds (`null` passes: optional columns). */
export const lengthBetween = (name: string, column: AnyPgColumn | SQL, min: number, max: number) =>
  check(name, lengthBetweenSql(column, { min, max }));

/** The condition of {@link lengthBetween}, for a CHECK that tests several values. */
export const lengthBetweenSql = (value: AnyPgColumn | SQL, { min, max }: { min: number; max: number }) =>
  sql`char_length(${value}) between ${bound(min)} and ${bound(max)}`;
