import { FILTER_RANGES } from "../../../contract/prospecting";
import type { DocumentedRefusal } from "./runner";

/**
 * 422s on requests the schemas allow, each a rule the document states in words because JSON
 * Schema cannot: a pair's min above its max, an address that must be public HTTPS, a cursor
 * the API must have issued, an Idempotency-Key reused for another request.
 */
export const DOCUMENTED_REFUSALS: DocumentedRefusal[] = [
  ...FILTER_RANGES.map(([min, max]) => ({
    loc: `^body\\.filters\\.${min}$`,
    reason: `${min} above ${max} is a 422 (the min's description)`,
  })),
  { loc: "^body\\.url$", reason: "a non-HTTPS or private address is a 422 (the description)" },
  {
    loc: "^(query|body)\\.(since|until)$",
    reason: "since in the future, or until not after since, is a 422 (the descriptions)",
  },
  {
    loc: "^query\\.bucket_seconds$",
    reason: "more buckets than a range may have is a 422 (the description)",
  },
  { loc: "^query\\.cursor$", reason: "pass next_cursor back unchanged (the description)" },
  {
    operation: "public_import_prospect_search",
    loc: "^body\\.(prospect_ids|exclude_prospect_ids)(\\.[0-9]+)?$",
    reason:
      "an id not in the preview's result set, an id listed twice, or both members at once is a 422 (the descriptions)",
  },
  {
    operation: "public_create_do_not_contact",
    loc: "^body\\.value$",
    reason:
      "a value that is not an address, number or domain of its type is a 422 (the description)",
  },
  {
    loc: "^body\\.assignments\\.[0-9]+\\.account_id$",
    reason:
      "an account not connected in the workspace, or unable to send the channel, is a 422 (the description)",
  },
  {
    loc: "^body\\.folder_id$",
    reason: "a folder_id that is not a folder of the workspace is a 422 (the description)",
  },
  {
    operation: "public_create_call",
    loc: "^body\\.(lead_id|agent_id|account_id)$",
    reason:
      "a lead that may not be contacted or has no number, a draft agent, or an account that is not a connected phone number is a 422 (the description)",
  },
  {
    operation: "public_send_message",
    loc: "^(path\\.lead_id|body\\.(channel|subject|account_id))$",
    reason:
      "a lead on the do-not-contact list or with an ending status, a channel the lead or the workspace cannot send, a subject off email, an account not connected for the channel: 422s (the descriptions)",
  },
  {
    operation: "public_book_meeting",
    loc: "^body\\.(meeting_time|campaign_id|meeting_url)$",
    reason:
      "a meeting_time not in the future, a campaign not of the workspace, a meeting link that is not a full https address: 422s (the descriptions)",
  },
  {
    loc: "^body\\.(auth_token|numbers\\.[0-9]+)$",
    reason:
      "an auth token the carrier does not accept, or a number the carrier account does not hold, is a 422 (the descriptions)",
  },
  {
    operation: "public_replay_webhook_delivery",
    loc: "^body\\.endpoint_id$",
    reason:
      "the delivery's own endpoint, one not of the workspace, a disabled one, or one not subscribed to the event type is a 422 (the description)",
  },
  {
    loc: "^body\\.steps\\.[0-9]+\\.(variants\\.[0-9]+\\.)?(subject|body|talk_track)$",
    reason:
      "words a step's channel does not send, a body over its channel's limit, or an unknown variable or unclosed brace is a 422 (the descriptions)",
  },
  {
    operation: "public_connect_account",
    loc: "^body\\.address$",
    reason: "a mailbox address that is not an email address is a 422 (the description)",
  },
  {
    operation: "public_put_sending_defaults",
    loc: "^body\\.defaults\\.[0-9]+\\.(channel|account_id)$",
    reason:
      "a channel listed twice, or an account not connected in the workspace or unable to send the channel, is a 422 (the descriptions)",
  },
  {
    loc: "^header\\.Idempotency-Key$",
    reason: "the same key with a different request is a 422 (the header's description)",
  },
];
