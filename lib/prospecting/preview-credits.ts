/**
 * What a preview spent, from the workspace's credit ledger: the platform charges an
 * enriching preview once, when it is created, in an entry that names the preview.
 */
export type LedgerEntryLike = { amount: number; preview_id: string | null };

export type PreviewSpend =
  /** The preview's charge was found (0 when the ledger was read to its end without one). */
  | { kind: "known"; credits: number }
  /** The ledger is longer than the console reads; the charge may be further back. */
  | { kind: "unknown" };

/** Credits charged to `previewId` in these entries: charges are negative amounts. */
export function creditsChargedTo(previewId: string, entries: readonly LedgerEntryLike[]): number {
  return entries
    .filter((e) => e.preview_id === previewId)
    .reduce((spent, e) => spent - e.amount, 0);
}

/**
 * Reads ledger pages (newest first) until the preview's entry turns up, the ledger ends, or
 * `maxPages` pages have been read.
 */
export async function findPreviewSpend(
  previewId: string,
  readPage: (cursor: string | null) => Promise<{
    entries: readonly LedgerEntryLike[];
    nextCursor: string | null;
  }>,
  maxPages: number,
): Promise<PreviewSpend> {
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const { entries, nextCursor } = await readPage(cursor);
    if (entries.some((e) => e.preview_id === previewId)) {
      return { kind: "known", credits: creditsChargedTo(previewId, entries) };
    }
    if (nextCursor === null) return { kind: "known", credits: 0 };
    cursor = nextCursor;
  }
  return { kind: "unknown" };
}
