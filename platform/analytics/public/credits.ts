import { createRoute } from "@hono/zod-openapi";
import { ENRICHMENT_PRICE } from "../../../contract/credit-rates";
import { CursorQuery } from "../../../contract/envelopes";
import { CreditsSummary } from "../../../contract/prospect-search";
import { withoutProviderKeys } from "../../auth/provider-credentials";
import { creditBalance, listCreditLedger } from "../../credits/credits";
import type { PublicApi } from "../../http/env";
import { validationError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { iso } from "../../http/time";

const route = createRoute({
  method: "get",
  path: "/analytics/credits",
  operationId: "public_get_credits",
  tags: ["Analytics"],
  summary: "Credit balance and ledger",
  description: `The workspace's spendable credits and its ledger, newest first: grants and every charge, each with its reason, a sentence, and the preview, job and list it concerns. Enrichment costs ${ENRICHMENT_PRICE}. Older entries through \`cursor\`.`,
  request: { query: CursorQuery },
  responses: {
    200: jsonContent(CreditsSummary, "The balance and a page of the ledger."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

/** Cursors are opaque to clients; inside, the ledger position the next page starts below. */
const encodeCursor = (position: number) => Buffer.from(`p${position}`).toString("base64url");

function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const match = /^p(\d{1,10})$/.exec(Buffer.from(cursor, "base64url").toString());
  // Decoding is lenient (it skips stray characters); only a cursor we could have made passes.
  if (!match || encodeCursor(Number(match[1])) !== cursor) {
    throw validationError(["query", "cursor"], "Pass back a next_cursor unchanged.");
  }
  return Number(match[1]);
}

export function registerGetCredits(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    const before = decodeCursor(cursor);
    const [balance, ledger] = await Promise.all([
      creditBalance(db, workspaceId),
      listCreditLedger(db, workspaceId, { limit, before }),
    ]);
    const summary = CreditsSummary.parse({
      balance,
      ledger: ledger.rows.map((row) => ({
        id: row.id,
        amount: row.amount,
        balance_after: row.balanceAfter,
        reason: row.reason,
        preview_id: row.previewId,
        job_id: row.jobId,
        lead_list_id: row.leadListId,
        // Charges name the lead they were for: shown without a provider key (spec rule 8).
        description: withoutProviderKeys(row.description),
        created_at: iso(row.createdAt),
      })),
      next_cursor: ledger.nextBefore === null ? null : encodeCursor(ledger.nextBefore),
    });
    return c.json(summary, 200);
  });
}
