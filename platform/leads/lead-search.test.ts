import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROVIDER_KEY_SOURCE,
  REDACTED_KEY,
  redactProviderKeys,
} from "../auth/provider-credentials";
import { sqlRows } from "../db/sql-rows";
import { openTestDatabase, type TestDatabase } from "../testing/fresh-database";

/**
 * A lead search matches the text as responses show it, with provider keys replaced in the
 * database by the same pattern the platform replaces them with: the two must agree on every
 * text, or a search could find what a response hides.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function inDatabase(texts: string[]): Promise<string[]> {
  const found = await sqlRows<{ shown: string }>(
    database.db,
    // Read back behind a mark: a driver's text decoding drops a byte-order mark that starts a value.
    sql`select '>' || regexp_replace(t, ${PROVIDER_KEY_SOURCE}, ${REDACTED_KEY}, 'g') as shown
      from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as u(t, n)
      order by n`,
  );
  return found.map((r) => r.shown.slice(1));
}

const PIECES = [
  "sk-",
  "sk_",
  "AIza",
  "gsk_",
  "xai-",
  "hf_",
  "proj",
  "ant-api03-",
  "0123456789",
  "abcdefghijKLMNOPqrst",
  "Risk-",
  "_",
  "-",
  " ",
  "\t",
  "\n",
  "\u00a0",
  "\u2003",
  "\u3000",
  "\ufeff",
  "\u0085",
  "\u200b",
  "…",
  "é",
  "@",
  ".",
  ",",
  ";",
  ":",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "<",
  ">",
  '"',
  "'",
  "/",
  "\\",
];

describe("provider keys in the database's eyes", () => {
  it("are replaced there exactly as the platform replaces them", async () => {
    const texts = fc
      .sample(
        fc
          .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), {
            maxLength: 12,
          })
          .map((parts) => parts.join("")),
        { numRuns: 2000, seed: 8 },
      )
      .map((text) => text.replaceAll("\u0000", "")); // a database text holds no NUL
    texts.push(
      "mine is sk-proj-abc123def456, and (sk-ant-xyz1)",
      "Stone (AIzaSyA1234567890abcdefghijklmnop)",
      "sk-ant-api03-zz9Qw7@leak.example.com",
      "risk-free desk-top ask-me",
    );
    const shown = await inDatabase(texts);
    texts.forEach((text, i) => {
      expect(shown[i], JSON.stringify(text)).toBe(redactProviderKeys(text).text);
    });
  });
});
