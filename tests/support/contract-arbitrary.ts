import fc from "fast-check";
import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
};

/** Arbitraries that replace a property's own, by property name at any depth (real ids, for example). */
export type Overrides = Record<string, fc.Arbitrary<unknown>>;

/**
 * Values a zod contract's input accepts, or nearly: built from zod's own JSON Schema of the
 * input (z.toJSONSchema), so the generator follows the contract as it changes. Refinements a
 * JSON Schema cannot state (a predicted score that favours the winner) are left to chance.
 */
export function contractArbitrary(schema: z.ZodType, overrides: Overrides = {}): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema, overrides);
}

function fromJsonSchema(s: JsonSchema, overrides: Overrides): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => fromJsonSchema(option, overrides)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "object": {
      const properties = Object.entries(s.properties ?? {});
      if (properties.length === 0)
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      const record = Object.fromEntries(
        properties.map(([name, sub]) => [name, overrides[name] ?? fromJsonSchema(sub, overrides)]),
      );
      return fc.record(record, { requiredKeys: s.required ?? [] });
    }
    case "array":
      return fc.array(s.items ? fromJsonSchema(s.items, overrides) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, (s.minItems ?? 0) + 5),
      });
    case "string":
      return stringOf(s);
    case "integer":
      return fc.integer({ min: s.minimum ?? -(2 ** 31), max: s.maximum ?? 2 ** 31 - 1 });
    case "number":
      return fc.double({ min: s.minimum ?? -1e9, max: s.maximum ?? 1e9, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === "uuid") return fc.uuid();
  if (s.format === "email" || /email/i.test(s.pattern ?? "")) return fc.emailAddress();
  const length = { minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, (s.minLength ?? 0) + 40) };
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    return fc
      .stringMatching(pattern)
      .filter((v) => v.length >= length.minLength && v.length <= (s.maxLength ?? Infinity));
  }
  return fc.string({ ...length, unit: "grapheme" });
}
