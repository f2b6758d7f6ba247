import { type APIRequestContext, expect } from "@playwright/test";
import {
  type CreditLedgerEntry,
  type CreditReason,
  CreditsSummary,
} from "@/contract/prospect-search";

/**
 * What a test spent, read from the workspace's credit ledger rather than from its balance:
 * the balance is shared, and the campaigns other specs launched keep spending while a test
 * runs. `api` reaches the platform with the console's key (reads are free).
 */
export class CreditLedger {
  constructor(private readonly api: APIRequestContext) {}

  private async page(cursor: string | null) {
    const query = cursor ? `limit=100&cursor=${encodeURIComponent(cursor)}` : "limit=100";
    const res = await this.api.get(`/api/v1/public/analytics/credits?${query}`);
    expect(res.status(), await res.text()).toBe(200);
    return CreditsSummary.parse(await res.json());
  }

  async balance(): Promise<number> {
    return (await this.page(null)).balance;
  }

  /** The newest entry now; `since` reads what came after it. */
  async mark(): Promise<string | null> {
    return (await this.page(null)).ledger[0]?.id ?? null;
  }

  /** Entries newer than `mark` with one of `reasons`, newest first. */
  async since(mark: string | null, reasons: readonly CreditReason[]): Promise<CreditLedgerEntry[]> {
    const found: CreditLedgerEntry[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.page(cursor);
      for (const entry of page.ledger) {
        if (entry.id === mark) return found;
        if (reasons.includes(entry.reason)) found.push(entry);
      }
      cursor = page.next_cursor;
    } while (cursor);
    expect(mark, `ledger entry ${mark} is gone`).toBeNull();
    return found;
  }

  /** Credits charged (a positive number) for `reasons` since `mark`. */
  async spentSince(mark: string | null, reasons: readonly CreditReason[]): Promise<number> {
    return (await this.since(mark, reasons)).reduce((spent, entry) => spent - entry.amount, 0);
  }
}

/** What enriching prospects and leads is charged as. */
export const ENRICHMENT_REASONS = ["prospect_enrichment", "bulk_enrichment"] as const;
