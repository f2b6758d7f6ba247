import { createRoute } from "@hono/zod-openapi";
import { CALL_MINIMUM_CREDITS, CALL_PRICE, Call, CreateCallBody } from "../../../contract/calls";
import { creditsText } from "../../../contract/credit-rates";
import { databaseNow } from "../../db/clock";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { findCall, toCall } from "../calls";
import { placeCall } from "../calls-place";
import { wakeCallWorkers } from "../worker";
import { TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/calls",
  operationId: "public_create_call",
  tags: [TAG],
  summary: "Start a voice call",
  description: `Starts a voice call from the voice agent \`agent_id\` to the lead \`lead_id\` and answers 201 with the call, \`in_progress\`. The call is placed in the platform's simulated world (\`simulated\`: true): it ends after its simulated duration (SIMULATION_SPEED simulated seconds pass per real second), with its outcome, duration and recording, and with call.completed. Price: ${CALL_PRICE}. The first minute (${creditsText(CALL_MINIMUM_CREDITS)}) is charged as the call is placed, the rest when it ends; a workspace whose credits cannot pay further minutes has its call cut off at the end of the last minute paid for. A balance below the first minute is a 402 and places nothing. A lead on the do-not-contact list, with status dnc, unsubscribed or bounced, or without a phone number is a 422 at \`lead_id\`; a draft agent a 422 at \`agent_id\`; an \`account_id\` that is not a connected phone number of the workspace a 422 at \`account_id\`. A lead, agent or campaign the workspace does not have is a 404. Accepts Idempotency-Key: a retry places no second call and charges nothing more.`,
  request: { body: jsonBody(CreateCallBody) },
  responses: {
    201: jsonContent(Call, "The call, in progress."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerCreateCall(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { db } = c.var.deps;
    const row = await placeCall(db, {
      workspaceId: c.var.auth.workspaceId,
      body: c.req.valid("json"),
      at: await databaseNow(db),
    });
    wakeCallWorkers();
    // Read back with the names the listing shows, in the same transaction as the placing.
    const placed = await findCall(db, c.var.auth.workspaceId, row.id);
    return c.json(
      toCall(
        placed ?? { ...row, leadName: "", campaignName: null, agentName: null },
        c.var.deps.publicApiUrl,
      ),
      201,
    );
  });
}
