import { createRoute } from "@hono/zod-openapi";
import {
  CampaignActivityItem,
  CampaignActivityQuery,
} from "../../../../contract/campaign-activity";
import { cursorEnvelope } from "../../../../contract/envelopes";
import { withoutProviderKeys } from "../../../auth/provider-credentials";
import type { PublicApi } from "../../../http/env";
import { validationError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { iso } from "../../../http/time";
import { type ActivityPosition, campaignActivity } from "../../campaign-activity";
import { CampaignParams, ownCampaign, TAG } from "../campaigns/shared";

const route = createRoute({
  method: "get",
  path: "/campaigns/{campaign_id}/activity",
  operationId: "public_list_campaign_activity",
  tags: [TAG],
  summary: "List a campaign's activity",
  description:
    "Platform addition. What happened in the campaign, newest first, in a cursor envelope: each message it sent or that bounced, each reply, each call and each meeting booked, with the lead, the channel and the step. Times are the campaign's (simulated) times. Reading it spends nothing.",
  middleware: [ownCampaign] as const,
  request: { params: CampaignParams, query: CampaignActivityQuery },
  responses: {
    200: jsonContent(cursorEnvelope(CampaignActivityItem), "A page of the campaign's activity."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

/** Cursors are opaque to clients; inside, the time (ms) and id the next page starts below. */
const encodeCursor = (p: ActivityPosition) =>
  Buffer.from(`${p.at.getTime()}:${p.id}`).toString("base64url");

function decodeCursor(cursor: string | undefined): ActivityPosition | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{1,15}):([0-9A-Za-z_]{1,64})$/.exec(
    Buffer.from(cursor, "base64url").toString(),
  );
  const position = match ? { at: new Date(Number(match[1])), id: match[2]! } : null;
  // Decoding is lenient (it skips stray characters); only a cursor we could have made passes.
  if (!position || encodeCursor(position) !== cursor) {
    throw validationError(["query", "cursor"], "Pass back a next_cursor unchanged.");
  }
  return position;
}

export function registerCampaignActivity(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    const { cursor, limit } = c.req.valid("query");
    const page = await campaignActivity(c.var.deps.db, campaign_id, {
      limit,
      before: decodeCursor(cursor),
    });
    const items = page.rows.map((r) =>
      CampaignActivityItem.parse({
        ...r,
        // A lead's name, and the words of messages that quote a lead's fields, shown without a
        // provider key (spec rule 8).
        lead_name: withoutProviderKeys(r.lead_name),
        summary: withoutProviderKeys(r.summary),
        at: iso(new Date(r.at)),
        step: r.step === null ? null : Number(r.step),
      }),
    );
    return c.json({ items, next_cursor: page.next ? encodeCursor(page.next) : null }, 200);
  });
}
