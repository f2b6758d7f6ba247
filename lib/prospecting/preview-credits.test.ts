import { describe, expect, it } from "vitest";
import { creditsChargedTo, findPreviewSpend } from "./preview-credits";

const entry = (amount: number, preview_id: string | null = null) => ({ amount, preview_id });

describe("preview credits", () => {
  it("adds up the charges that name the preview", () => {
    expect(creditsChargedTo("p", [entry(-25, "p"), entry(-10, "q"), entry(5000)])).toBe(25);
  });

  it("reads pages until the preview's entry turns up", async () => {
    const pages = [
      { entries: [entry(-5, "x")], nextCursor: "c1" },
      { entries: [entry(-25, "p")], nextCursor: "c2" },
    ];
    const cursors: (string | null)[] = [];
    const spend = await findPreviewSpend(
      "p",
      async (cursor) => {
        cursors.push(cursor);
        return pages[cursors.length - 1] ?? { entries: [], nextCursor: null };
      },
      5,
    );
    expect(spend).toEqual({ kind: "known", credits: 25 });
    expect(cursors).toEqual([null, "c1"]);
  });

  it("is 0 at the ledger's end, unknown when the search stops early", async () => {
    const end = async () => ({ entries: [entry(100)], nextCursor: null });
    expect(await findPreviewSpend("p", end, 5)).toEqual({ kind: "known", credits: 0 });
    const endless = async () => ({ entries: [entry(-1, "other")], nextCursor: "more" });
    expect(await findPreviewSpend("p", endless, 2)).toEqual({ kind: "unknown" });
  });
});
