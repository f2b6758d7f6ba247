import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { OffsetQuery } from "../../../contract/envelopes";
import { CreateLeadListBody } from "../../../contract/lead-lists";
import { ProspectingFilters } from "../../../contract/prospecting";
import { DeliveriesQuery } from "../../../contract/webhooks";
import { createApp, OPENAPI_PATH } from "../../app";
import type { PlatformDeps } from "../../http/env";
import { type JsonSchema, type OpenApiDocument, resolve } from "../../testing/fuzz/document";
import { INVALID, parseQueryValue } from "../../testing/fuzz/oracle";
import { EXTREME_NUMBERS, NASTY_STRINGS } from "../../testing/fuzz/values";

/**
 * Field by field, the served document and the server's own schema accept exactly the same
 * values: whatever a generated client is told is valid, the server takes, and whatever it is
 * told is invalid, the server refuses. (Rules between fields, like min <= max, are the
 * fuzz test's.)
 */

// The document route reads nothing from the platform's dependencies.
const app = createApp({} as PlatformDeps);
const doc = (await (await app.request(OPENAPI_PATH)).json()) as OpenApiDocument;

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addVocabulary(["example"]);

function schemaOf(name: string): JsonSchema {
  return resolve<JsonSchema>(doc, { $ref: `#/components/schemas/${name}` });
}

const texts = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 1000)),
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 30, unit: "binary" }),
  fc.constantFrom("contains", "EXACT", " prefix ", "exactly", "\tprefix\n", "Contains!"),
  // Space that trim() removes, and look-alikes it keeps.
  fc.constantFrom(
    "\u00a0exact",
    "exact\ufeff",
    "\u3000prefix",
    "\u180eexact",
    "\u001cexact",
    "\u200bexact",
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.date({ noInvalidDate: true }).map((d) => `${d.toISOString().slice(0, 19)}Z`),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
    ),
  fc.constantFrom(
    "2024-02-29",
    "2023-02-29",
    "1900-02-29",
    "2000-02-29",
    "0099-01-01",
    "2020-01-01T00:00:00Z",
    " 2020-01-01 ",
  ),
);

const numbers = fc.oneof(
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constant(null),
);

function agree(docSchema: JsonSchema, zodSchema: z.ZodType, values: fc.Arbitrary<unknown>) {
  const validate = ajv.compile(docSchema as object);
  fc.assert(
    fc.property(values, (value) => {
      const server = zodSchema.safeParse(value).success;
      expect(validate(value), `${JSON.stringify(value)}: server says ${server}`).toBe(server);
    }),
    { seed: 20261123, numRuns: 400 },
  );
}

describe("the document and the server agree on every filter", () => {
  const filters = schemaOf("ProspectingFilters");
  for (const [field, zodField] of Object.entries(ProspectingFilters.shape)) {
    it(field, () => {
      const docField = filters.properties![field]!;
      const kinds = (Array.isArray(docField.type) ? docField.type : [docField.type]).join();
      const values = kinds.includes("array")
        ? fc.array(texts, { maxLength: 30 })
        : kinds.includes("string")
          ? texts
          : kinds.includes("boolean")
            ? fc.constantFrom(true, false, null, "true", 0)
            : numbers;
      agree(docField, zodField as z.ZodType, values);
    });
  }
});

describe("the document and the server agree on a lead list", () => {
  const body = resolve<JsonSchema>(
    doc,
    doc.paths["/lead-lists"]!.post!.requestBody!.content["application/json"]!.schema,
  );
  for (const [field, zodField] of Object.entries(CreateLeadListBody.shape)) {
    it(field, () => agree(body.properties![field]!, zodField as z.ZodType, texts));
  }
});

/** Query values as a client writes them: digits, signs, exponents, times with offsets. */
const queryValues = fc.oneof(
  fc.integer({ min: -5, max: 300 }).map(String),
  fc.constantFrom("1e2", "0x10", "+5", "1.0", "", " 1", "01", "99999999999999999999", "2147483648"),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => `${d.toISOString().slice(0, 19)}+02:00`),
  fc.constantFrom(
    "0000-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "2024-01-01 00:00:00Z",
    "2024-01-01t00:00:00z",
    "2024-02-30T00:00:00Z",
    "2024-01-01T00:00:00",
    "2024-01-01",
  ),
  texts,
);

function agreeOnQuery(path: string, name: string, zodSchema: z.ZodType) {
  const param = doc.paths[path]!.get!.parameters!.find((p) => p.name === name)!;
  const schema = resolve<JsonSchema>(doc, param.schema);
  const validate = ajv.compile(schema as object);
  fc.assert(
    fc.property(queryValues, (value) => {
      const parsed = parseQueryValue(schema, value);
      const documented = parsed !== INVALID && validate(parsed);
      const server = zodSchema.safeParse(value).success;
      expect(documented, `${name}=${JSON.stringify(value)}: server says ${server}`).toBe(server);
    }),
    { seed: 20261123, numRuns: 400 },
  );
}

describe("the document and the server agree on query parameters", () => {
  for (const name of ["page", "per_page"] as const) {
    it(`${name} of an offset listing`, () => agreeOnQuery("/jobs", name, OffsetQuery.shape[name]));
  }
  for (const name of ["since", "until", "limit", "cursor", "status"] as const) {
    it(`${name} of the deliveries listing`, () =>
      agreeOnQuery(
        "/webhook-endpoints/{endpoint_id}/deliveries",
        name,
        DeliveriesQuery.shape[name] as z.ZodType,
      ));
  }
});
