import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PREVIEW_SNAPSHOT_LIMIT } from "../../../contract/prospect-search";
import { generateProspect } from "../../seed/prospects";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { prospectSearchPreviews } from "../tables";
import { createPreview, listIdByName, readPreview } from "./test-support";

/** Just past the snapshot limit, to see where exact counting stops. */
const N = PREVIEW_SNAPSHOT_LIMIT + 50;

let t: TestPlatform;
let key: string;
let listId: string;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: N });
  key = await t.legacyKey();
  listId = await listIdByName(t, key, "Webinar follow-ups");
});
afterAll(() => t.close());

it("keeps the first 10,000 matches and reports total_matches as null above", async () => {
  const preview = await createPreview(t, key, listId, { filters: {}, auto_enrich: false });
  expect(preview.total_matches).toBeNull();
  const last = await readPreview(t, key, listId, preview.id, 100, 100);
  expect(last.results).toHaveLength(100);
  expect(last.results.at(-1)!.id).toBe(generateProspect(PREVIEW_SNAPSHOT_LIMIT - 1).id);
  expect((await readPreview(t, key, listId, preview.id, 101, 100)).results).toEqual([]);
});

it("counts exactly up to 10,000", async () => {
  // Everyone but the first 50 seqs' people: exactly 10,000 when their ids are all distinct.
  const rows = Array.from({ length: N }, (_, seq) => generateProspect(seq));
  const year = rows[0]!.foundedOn;
  const expected = rows.filter((r) => r.foundedOn >= year).length;
  const preview = await createPreview(t, key, listId, {
    filters: { founded_on: year },
    auto_enrich: false,
  });
  expect(preview.total_matches).toBe(expected <= PREVIEW_SNAPSHOT_LIMIT ? expected : null);
});

it("a sort over more than 10,000 matches orders the first 10,000 in corpus order, as documented", async () => {
  const rows = Array.from({ length: N }, (_, seq) => ({ ...generateProspect(seq), seq }));
  const preview = await createPreview(t, key, listId, {
    filters: {},
    auto_enrich: false,
    sort: "-employee_count",
  });
  expect(preview.total_matches).toBeNull();
  const [stored] = await t.db
    .select({ seqs: prospectSearchPreviews.matchedSeqs })
    .from(prospectSearchPreviews)
    .where(eq(prospectSearchPreviews.id, preview.id));
  const seqs = stored!.seqs;
  // The result set: the first 10,000 by seq, largest companies first (ties in corpus order);
  // the seq that only says "more matched" stays last.
  const expected = rows
    .slice(0, PREVIEW_SNAPSHOT_LIMIT)
    .sort((a, b) => b.employeeCount - a.employeeCount || a.seq - b.seq)
    .map((r) => r.seq);
  expect(seqs.slice(0, PREVIEW_SNAPSHOT_LIMIT)).toEqual(expected);
  expect(seqs).toHaveLength(PREVIEW_SNAPSHOT_LIMIT + 1);
  expect(seqs.at(-1)).toBe(PREVIEW_SNAPSHOT_LIMIT);
});
