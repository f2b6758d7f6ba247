import fc from "fast-check";
import { type JsonSchema, type OpenApiDocument, resolve, typesOf } from "./document";

/**
 * Values for the fuzzer: ones a schema of the document allows (boundaries included), and the
 * nasty ones an outside tester throws at every field.
 */

const LONG = 1_000_000;

/** Numbers at the edges of what JSON, JavaScript and the database's column types can hold. */
export const EXTREME_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e-39,
  -1e-39,
  1e39,
  -1e39,
  3.4028235e38,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 63,
  1e308,
  Number.MIN_VALUE,
];

/** Strings that have broken servers: NUL, lone surrogates, markup, overlong text. */
export const NASTY_STRINGS = [
  "",
  " ",
  "   ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\ud83d",
  "😀",
  "\u202e\u0301",
  "\r\n",
  "%00",
  "' OR 1=1 --",
  "\\",
  "null",
  "NaN",
  "1e39",
  "0000-01-01T00:00:00Z",
  "<script>",
  "x".repeat(LONG / 10),
];

const WRONG_TYPES: unknown[] = [null, true, 0, "1", [], {}, [null], { a: 1 }];

/** Ways to fill a string the schema allows; `hint` may give realistic values (ids, vocabulary). */
export type StringHint = (name: string, schema: JsonSchema) => fc.Arbitrary<string> | undefined;

function validString(schema: JsonSchema, name: string, hint?: StringHint): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  const fits = (s: string) => {
    const n = [...s].length;
    return n >= min && n <= max && (!schema.pattern || new RegExp(schema.pattern, "u").test(s));
  };
  const options: fc.Arbitrary<string>[] = [];
  const hinted = hint?.(name, schema);
  // A hint whose values the schema does not take (country names for a field of country
  // codes) would keep the filter searching forever.
  if (hinted && fc.sample(hinted, { numRuns: 50, seed: 1 }).some(fits)) {
    options.push(hinted.filter(fits));
  }
  for (const sample of [schema.example, schema.default, ...(schema.examples ?? [])]) {
    if (typeof sample === "string" && fits(sample)) options.push(fc.constant(sample));
  }
  if (schema.format === "date-time") {
    options.push(
      fc
        .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z") })
        .map((d) => (Number.isNaN(d.getTime()) ? "2026-01-01T00:00:00Z" : d.toISOString()))
        .map((s) => s.replace(/\.\d{3}Z$/, "Z")),
    );
  } else if (schema.format === "uuid") {
    options.push(fc.uuid());
  } else if (schema.format === "uri") {
    options.push(fc.webUrl({ validSchemes: ["https"] }).filter(fits));
  } else if (schema.pattern) {
    options.push(fc.stringMatching(new RegExp(schema.pattern, "u")).filter(fits));
  } else {
    // Boundaries: exactly the maximum in code points, and some astral characters that JSON
    // Schema counts once while UTF-16 counts twice.
    if (schema.maxLength !== undefined) {
      options.push(fc.constant("a".repeat(schema.maxLength)));
      options.push(fc.constant("😀".repeat(Math.min(schema.maxLength, 50))).filter(fits));
    }
    options.push(fc.string({ minLength: min, maxLength: Math.min(max, 40) }));
    options.push(
      fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: "binary" }).filter(fits),
    );
  }
  return fc.oneof(...options);
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  const edges = [min, max, min + 1, max - 1, 0, 1, 2147483647, 2147483648, 2 ** 53 - 1].filter(
    (n) => n >= min && n <= max && Number.isSafeInteger(n),
  );
  const low = Math.max(min, -(2 ** 31));
  const small = Math.max(low, 0);
  return fc.oneof(
    fc.constantFrom(...edges),
    fc.integer({ min: low, max: Math.max(low, Math.min(max, 2 ** 31 - 1)) }),
    fc.integer({ min: small, max: Math.max(small, Math.min(max, small + 1000)) }),
  );
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -Number.MAX_VALUE;
  const max = schema.maximum ?? Number.MAX_VALUE;
  const edges = [min, max, 0, 1, 0.5, 1e-39, 1e39, 3.4028235e38, 1e308].filter(
    (n) => n >= min && n <= max && Number.isFinite(n),
  );
  return fc.oneof(
    fc.constantFrom(...edges),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
    fc.integer({ min: 0, max: 10_000_000 }).filter((n) => n >= min && n <= max),
  );
}

/** Any value `schema` allows. */
export function validValue(
  doc: OpenApiDocument,
  raw: JsonSchema,
  name = "",
  hint?: StringHint,
): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(doc, s, name, hint)));
  const types = typesOf(schema);
  const byType = (type: string): fc.Arbitrary<unknown> => {
    switch (type) {
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "integer":
        return validInteger(schema);
      case "number":
        return validNumber(schema);
      case "string":
        return validString(schema, name, hint);
      case "array":
        return validArray(doc, schema, name, hint);
      case "object":
        return validObject(doc, schema, hint);
      default:
        return fc.constant(null);
    }
  };
  if (types.length === 0) return fc.constant({});
  return fc.oneof(...types.map(byType));
}

function validArray(doc: OpenApiDocument, schema: JsonSchema, name: string, hint?: StringHint) {
  const item = validValue(doc, schema.items ?? {}, name, hint);
  const minLength = schema.minItems ?? 0;
  const maxLength = schema.maxItems ?? 10;
  const short = fc.array(item, { minLength, maxLength: Math.min(maxLength, 5) });
  if (schema.maxItems === undefined) return short;
  // The boundary: exactly as many items as allowed. Thousands of generated items cost most of a
  // second a case, so a long array's boundary is tried one time in ten rather than half.
  const boundary = fc.array(item, { minLength: maxLength, maxLength });
  return maxLength > 1000
    ? fc.oneof({ arbitrary: short, weight: 9 }, { arbitrary: boundary, weight: 1 })
    : fc.oneof(short, boundary);
}

function validObject(
  doc: OpenApiDocument,
  schema: JsonSchema,
  hint?: StringHint,
): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(props).map(([key, s]) => [key, validValue(doc, s, key, hint)]),
  );
  return fc.record(fields, { requiredKeys: [...required].filter((k) => k in props) });
}

/** Nasty values for a field of `schema`: its boundaries just outside, wrong types, NUL... */
export function invalidCandidates(doc: OpenApiDocument, raw: JsonSchema): unknown[] {
  const schema = resolve(doc, raw);
  const out: unknown[] = [...WRONG_TYPES, ...NASTY_STRINGS.slice(0, 12), ...EXTREME_NUMBERS];
  if (schema.maxLength !== undefined) {
    out.push("a".repeat(schema.maxLength + 1), "😀".repeat(schema.maxLength + 1));
  }
  if (schema.minLength) out.push("a".repeat(schema.minLength - 1));
  if (schema.maximum !== undefined) out.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.minimum !== undefined) out.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maxItems !== undefined) {
    const item = schema.items ? resolve(doc, schema.items) : {};
    const filler = item.enum?.[0] ?? (typesOf(item).includes("string") ? "a" : 1);
    out.push(Array.from({ length: schema.maxItems + 1 }, () => filler));
  }
  if (schema.enum) {
    for (const v of schema.enum) if (typeof v === "string") out.push(v.toUpperCase(), ` ${v}`);
    out.push("unknown");
  }
  if (schema.format === "date-time") {
    out.push(
      "0000-01-01T00:00:00Z",
      "9999-12-31T23:59:59Z",
      "+275760-09-13T00:00:00Z",
      "2024-02-30T00:00:00Z",
      "2024-01-01T00:00:00+05:00",
      "2024-01-01",
      "1700000000",
    );
  }
  return out;
}
