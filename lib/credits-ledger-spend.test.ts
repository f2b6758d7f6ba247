import { describe, expect, it } from "vitest";
import { creditsChargedTo, findSpend } from "./credits-ledger-spend";

const entry = (amount: number, preview_id: string | null = null, job_id: string | null = null) => ({
  amount,
  preview_id,
  job_id,
});

describe("ledger spend", () => {
  it("adds up the charges that name the preview, or the job", () => {
    const entries = [entry(-25, "p"), entry(-10, "q"), entry(-7, null, "j"), entry(5000)];
    expect(creditsChargedTo({ previewId: "p" }, entries)).toBe(25);
    expect(creditsChargedTo({ jobId: "j" }, entries)).toBe(7);
  });

  it("reads pages until the preview's entry turns up", async () => {
    const pages = [
      { entries: [entry(-5, "x")], nextCursor: "c1" },
      { entries: [entry(-25, "p"), entry(-1, "y")], nextCursor: "c2" },
    ];
    const cursors: (string | null)[] = [];
    const spend = await findSpend(
      { previewId: "p" },
      async (cursor) => {
        cursors.push(cursor);
        return pages[cursors.length - 1] ?? { entries: [], nextCursor: null };
      },
      5,
    );
    expect(spend).toEqual({ kind: "known", credits: 25, entries: [entry(-25, "p")] });
    expect(cursors).toEqual([null, "c1"]);
  });

  it("collects a job's entries across a page break", async () => {
    const pages = [
      { entries: [entry(-3, null, "j"), entry(-3, null, "j")], nextCursor: "c1" },
      { entries: [entry(-2, null, "j"), entry(500)], nextCursor: "c2" },
    ];
    let read = 0;
    const spend = await findSpend({ jobId: "j" }, async () => pages[read++]!, 5);
    expect(spend).toMatchObject({ kind: "known", credits: 8 });
    expect(read).toBe(2);
  });

  it("is 0 at the ledger's end, unknown when the search stops early", async () => {
    const end = async () => ({ entries: [entry(100)], nextCursor: null });
    expect(await findSpend({ previewId: "p" }, end, 5)).toEqual({
      kind: "known",
      credits: 0,
      entries: [],
    });
    const endless = async () => ({ entries: [entry(-1, "other")], nextCursor: "more" });
    expect(await findSpend({ previewId: "p" }, endless, 2)).toEqual({ kind: "unknown" });
  });
});
