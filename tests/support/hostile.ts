import fc from "fast-check";

/**
 * Hostile JSON, as raw text so that it can say what JSON.stringify cannot: numbers beyond any
 * column (and beyond a double), NULs and lone surrogates, prototype keys, deep nesting.
 */
const rawNumbers = [
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "1e15",
  "-1e15",
  "1e400",
  "-1e400",
  "1e-400",
  "-0",
  "0.5",
  "999.999",
  "1E3",
];
const rawStrings = [
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '""',
  '"   "',
  '"NaN"',
  '"Infinity"',
  '"-1"',
  '"9999-99-99"',
  '"2024-02-30"',
  '"0000-01-01"',
  '"275760-09-13"',
  '"00000000-0000-0000-0000-000000000000"',
  '"\'; drop table users; --"',
  '"<script>alert(1)</script>"',
  '"../../etc/passwd"',
  '"%00"',
  '"🏈🏈🏈"',
  '"\\u202e\\u0301"',
  JSON.stringify("x".repeat(5_000)),
];
const rawShapes = ["null", "true", "false", "[]", "{}", "[[[[]]]]", '{"":{}}', "[null]", '{"a":[1,{"b":null}]}'];
const prototypeKeys = [
  '"__proto__"',
  '"constructor"',
  '"prototype"',
  '"__defineGetter__"',
  '"hasOwnProperty"',
  '"toString"',
];

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** One hostile JSON value, as text. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...rawNumbers, ...rawStrings, ...rawShapes),
  fc.integer({ min: 2, max: 2_000 }).map((depth) => nested(depth, "[", "]")),
  fc.integer({ min: 2, max: 500 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  fc.constantFrom(...prototypeKeys).map((key) => `{${key}:{"role":"ADMIN","isAdmin":true,"polluted":true}}`),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: "binary", maxLength: 30 }).map((value) => JSON.stringify(value)),
  fc.double().map((value) => (Number.isFinite(value) ? String(value) : "1e999")),
);

/** Whole bodies that are not what any endpoint expects. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  hostileValue,
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    '{"a":}',
    "[1,]",
    "undefined",
    "NaN",
    "\u0000",
    "{'a':1}",
    '{"a":1}{"b":2}',
    "\ufeff{}",
  ),
  fc.constant(nested(30_000, "[", "]")),
  fc.constant(JSON.stringify({ padding: "x".repeat(70 * 1024) })),
);

/** A contract value turned hostile: one property replaced, or prototype keys added beside the rest. */
export function hostileVariant(value: unknown): fc.Arbitrary<string> {
  const text = JSON.stringify(value) ?? "null";
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject) return hostileValue;
  const keys = Object.keys(value);
  const replaced = keys.length
    ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, raw]) => {
        const rest = JSON.stringify({ ...(value as object), [key]: undefined }).slice(1, -1);
        return `{${JSON.stringify(key)}:${raw}${rest ? `,${rest}` : ""}}`;
      })
    : hostileValue;
  const withPrototypeKey = fc
    .tuple(fc.constantFrom(...prototypeKeys), hostileValue)
    .map(([key, raw]) => `{${key}:${raw}${text.length > 2 ? `,${text.slice(1)}` : "}"}`);
  return fc.oneof(replaced, withPrototypeKey);
}

/** Path segments: encoded so that they reach the router whole. */
export const hostileSegment: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "x".repeat(3_000),
      "..",
      "%",
      "'",
      "null",
      "-1",
      "1e400",
      "🏈",
      " ",
      "00000000-0000-0000-0000-000000000000",
    ),
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
  )
  .filter((segment) => segment.length > 0)
  .map((segment) => encodeURIComponent(segment));
