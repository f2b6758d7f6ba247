import { createRoute } from "@hono/zod-openapi";
import { accountCanSend } from "../../../contract/connected-accounts";
import { creditsText, messageCredits } from "../../../contract/credit-rates";
import {
  ACCOUNT_CHANNEL_FOR_MESSAGE,
  Message,
  SEND_CHANNELS,
  type SendChannel,
  SendMessageBody,
} from "../../../contract/inbox";
import { missingCapability } from "../../connected-accounts";
import { InsufficientCreditsError } from "../../credits/credits";
import type { Db } from "../../db/client";
import { databaseNow } from "../../db/clock";
import { UNCONTACTABLE_LEAD_STATUSES } from "../../do-not-contact";
import type { PublicApi } from "../../http/env";
import { ApiError, validationError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { findMessage } from "../inbox-conversations";
import {
  findAccount,
  firstReadyAccount,
  type LeadToContact,
  lockLeadToContact,
  sendOperatorMessage,
} from "../inbox-send";
import { LeadParams, ownLead, TAG, toMessage } from "./shared";

const rates = SEND_CHANNELS.map((c) => `${c} ${creditsText(messageCredits(c))}`).join(", ");

const route = createRoute({
  method: "post",
  path: "/leads/{lead_id}/messages",
  operationId: "public_send_message",
  tags: [TAG],
  summary: "Send a message to a lead",
  description: `Sends a message to the lead as an operator, into the lead's conversation, on \`channel\` (email, sms, network) from \`account_id\`, a connected account of the workspace for that channel, or else the workspace's first connected one (for sms, the first number with SMS capability). An account of another channel, one not connected in the workspace, or a number without SMS capability for an sms message is a 422 at \`account_id\`. Billable, from the rate table: ${rates}; the charge, the message and the conversation are written together, and a balance that cannot cover it is a 402 with nothing sent. A lead on the do-not-contact list, or whose status is dnc, unsubscribed or bounced, is refused (422) and nothing is sent or charged. The spec: "sending a message to a lead accepts connection_id, which is deprecated, ignored, and does not choose the sending account". Send an Idempotency-Key: a retry with it cannot send twice.`,
  middleware: [ownLead] as const,
  request: { params: LeadParams, body: jsonBody(SendMessageBody) },
  responses: {
    201: jsonContent(Message, "The message, sent."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

/** Where the lead is reached on each channel; a lead without it cannot be sent that channel. */
const REACH: Record<SendChannel, { of: (l: LeadToContact) => string | null; what: string }> = {
  email: { of: (l) => l.email, what: "an email address" },
  sms: { of: (l) => l.phone, what: "a phone number" },
  network: { of: (l) => l.network_url, what: "a professional-network profile" },
};

const uncontactableStatus = (status: string) =>
  (UNCONTACTABLE_LEAD_STATUSES as readonly string[]).includes(status);

async function sendingAccount(
  db: Db,
  workspaceId: string,
  channel: SendChannel,
  accountId: string | undefined,
): Promise<string> {
  const kind = ACCOUNT_CHANNEL_FOR_MESSAGE[channel];
  if (accountId !== undefined) {
    const account = await findAccount(db, workspaceId, accountId);
    if (!account || account.channel !== kind || account.status !== "connected") {
      throw validationError(
        ["body", "account_id"],
        `account_id must be a connected ${kind} account of the workspace, as GET /connected-accounts?channel=${kind} lists them.`,
      );
    }
    if (!accountCanSend(account, channel)) {
      throw validationError(["body", "account_id"], missingCapability(account.address, channel));
    }
    return account.id;
  }
  const account = await firstReadyAccount(db, workspaceId, channel);
  if (!account) {
    throw validationError(
      ["body", "channel"],
      `The workspace has no connected ${kind} account to send ${channel} from; connect one first.`,
    );
  }
  return account.id;
}

export function registerSendMessage(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { lead_id } = c.req.valid("param");
    // connection_id is read and dropped here on purpose: the spec says it chooses nothing.
    const { channel, body, subject, account_id } = c.req.valid("json");
    const { db } = c.var.deps;
    const { workspaceId, creatorMemberId } = c.var.auth;
    const messageId = await db
      .transaction(async (tx) => {
        const lead = await lockLeadToContact(tx, workspaceId, lead_id);
        if (!lead) throw new ApiError("lead_not_found");
        if (lead.on_do_not_contact || uncontactableStatus(lead.status)) {
          throw validationError(
            ["path", "lead_id"],
            lead.on_do_not_contact
              ? "The lead is on the workspace's do-not-contact list, so no message can be sent to them."
              : `The lead's status is ${lead.status}, so no message can be sent to them.`,
            "lead_uncontactable",
          );
        }
        if (!REACH[channel].of(lead)) {
          throw validationError(
            ["body", "channel"],
            `The lead has no ${REACH[channel].what.replace(/^an? /, "")} on record, so a ${channel} message cannot reach them; choose another channel.`,
          );
        }
        const accountId = await sendingAccount(tx, workspaceId, channel, account_id);
        return sendOperatorMessage(tx, {
          workspaceId,
          lead,
          channel,
          accountId,
          subject: subject ?? null,
          body,
          sentByMemberId: creatorMemberId,
          at: await databaseNow(tx),
        });
      })
      .catch((err) => {
        if (!(err instanceof InsufficientCreditsError)) throw err;
        throw new ApiError(
          "credits_insufficient",
          {},
          `Sending this ${channel} message costs ${creditsText(err.needed)} and the workspace has ${creditsText(err.balance)}; add credits, then send it again.`,
        );
      });
    const message = await findMessage(db, messageId);
    return c.json(toMessage(message!), 201);
  });
}
