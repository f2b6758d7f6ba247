import { createRoute } from "@hono/zod-openapi";
import {
  DELIVERY_SEARCH_SCAN,
  DeliveriesPage,
  DeliveriesQuery,
  EndpointParams,
} from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { ApiError, validationError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findEndpointRow } from "../data/webhooks";
import {
  decodeDeliveryCursor,
  listDeliveries,
  searchDeliveries,
} from "../data/webhooks-deliveries";
import { toWebhookDelivery } from "../data/webhooks-serialize";
import { maxAttemptsOf, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/webhook-endpoints/{endpoint_id}/deliveries",
  operationId: "public_list_webhook_deliveries",
  tags: [TAG],
  summary: "List an endpoint's deliveries",
  description:
    "Deliveries newest first in a cursor envelope, each with its attempt count and its latest attempt's status code, duration and error. Filter by `status` (pending, succeeded, failed), `event_type`, creation time (`since` inclusive, `until` exclusive), `delivery_id`, the lead or campaign the event names (`lead_id`, `campaign_id`: the payload's own members), and text in the body (`q`, a bounded search: see its description). Filters combine. Pass `next_cursor` back unchanged, with the same filters, for the next page.",
  request: { params: EndpointParams, query: DeliveriesQuery },
  responses: {
    200: jsonContent(DeliveriesPage, "A page of deliveries."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListWebhookDeliveries(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { endpoint_id } = c.req.valid("param");
    const query = c.req.valid("query");
    const { db } = c.var.deps;
    if (!(await findEndpointRow(db, c.var.auth.workspaceId, endpoint_id))) {
      throw new ApiError("webhook_endpoint_not_found");
    }
    let beforeSeq: number | undefined;
    if (query.cursor !== undefined) {
      const seq = decodeDeliveryCursor(query.cursor);
      if (seq === null) {
        throw validationError(
          ["query", "cursor"],
          "The cursor is not one this API returned; pass next_cursor back unchanged.",
        );
      }
      beforeSeq = seq;
    }
    const filter = {
      status: query.status,
      eventType: query.event_type,
      since: query.since ? new Date(query.since) : undefined,
      until: query.until ? new Date(query.until) : undefined,
      deliveryId: query.delivery_id,
      leadId: query.lead_id,
      campaignId: query.campaign_id,
      beforeSeq,
      limit: query.limit,
    };
    const max = maxAttemptsOf(c);
    if (query.q !== undefined) {
      const found = await searchDeliveries(db, endpoint_id, {
        ...filter,
        text: query.q,
        scan: DELIVERY_SEARCH_SCAN,
      });
      const page: DeliveriesPage = {
        items: found.rows.map((r) => toWebhookDelivery(r, max)),
        next_cursor: found.next,
        searched: found.searched,
      };
      return c.json(page, 200);
    }
    const { rows, next } = await listDeliveries(db, endpoint_id, filter);
    return c.json({ items: rows.map((r) => toWebhookDelivery(r, max)), next_cursor: next }, 200);
  });
}
