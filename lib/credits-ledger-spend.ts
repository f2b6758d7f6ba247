/**
 * What an action spent, from the workspace's credit ledger: the platform names the preview or
 * the job it charges in each entry (a bulk enrichment writes one entry per batch).
 */
export type LedgerEntryLike = {
  amount: number;
  preview_id: string | null;
  job_id?: string | null;
};

/** Which entries belong to the action: those naming its preview, or its job. */
export type SpendOf = { previewId: string } | { jobId: string };

const belongsTo = (of: SpendOf) => (e: LedgerEntryLike) =>
  "previewId" in of ? e.preview_id === of.previewId : e.job_id === of.jobId;

export type Spend<E extends LedgerEntryLike = LedgerEntryLike> =
  /** The action's charges were found (0 and none when the ledger was read to its end without one). */
  | { kind: "known"; credits: number; entries: E[] }
  /** The ledger is longer than the console reads; the charge may be further back. */
  | { kind: "unknown" };

/** Credits charged to the action in these entries: charges are negative amounts. */
export function creditsChargedTo(of: SpendOf, entries: readonly LedgerEntryLike[]): number {
  return entries.filter(belongsTo(of)).reduce((spent, e) => spent - e.amount, 0);
}

/**
 * Reads ledger pages (newest first) until the action's entries turn up (and the page after
 * the one they start on, so a job's entries across a page break are all there), the ledger
 * ends, or `maxPages` pages have been read.
 */
export async function findSpend<E extends LedgerEntryLike>(
  of: SpendOf,
  readPage: (
    cursor: string | null,
  ) => Promise<{ entries: readonly E[]; nextCursor: string | null }>,
  maxPages: number,
): Promise<Spend<E>> {
  let cursor: string | null = null;
  const found: E[] = [];
  for (let page = 0; page < maxPages; page++) {
    const { entries, nextCursor } = await readPage(cursor);
    const mine = entries.filter(belongsTo(of));
    found.push(...mine);
    // Entries of one action are written together, so once a page holds none after some were
    // found, or the ledger ends, every one of them has been seen.
    if ((found.length > 0 && mine.length < entries.length) || nextCursor === null) {
      return { kind: "known", credits: creditsChargedTo(of, found), entries: found };
    }
    cursor = nextCursor;
  }
  return { kind: "unknown" };
}
