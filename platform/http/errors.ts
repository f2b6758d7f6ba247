import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ValidationIssue } from "../../contract/errors";

/**
 * Every error the platform answers with, by code: its status and the sentence a client
 * reads. Routes throw `new ApiError("lead_list_not_found")`; `errorResponse` renders it.
 */
export const ERRORS = {
  key_missing: [401, "Send an API key in the X-API-Key header."],
  key_invalid: [401, "The API key is not valid."],
  key_conflict: [401, "The X-API-Key and Authorization headers carry different keys; send one."],
  key_revoked: [401, "The API key has been revoked."],
  key_expired: [401, "The API key has expired."],
  billing_suspended: [402, "The workspace is suspended for billing; update its billing details."],
  scope_read: [403, "The API key lacks the read scope this request needs."],
  scope_write: [403, "The API key lacks the write scope this request needs."],
  plan_no_api: [403, "The workspace's plan does not include public API access."],
  creator_inactive: [
    403,
    "The member who created this API key is no longer active in the workspace.",
  ],
  creator_role: [
    403,
    "The role of the member who created this API key does not allow this request.",
  ],
  workspace_deleted: [410, "The workspace behind this API key has been deleted."],
  workspace_deleted_console: [
    410,
    "This workspace has been deleted, so no one can sign in to it or use its console.",
  ],
  entitlement_unavailable: [
    503,
    "Access checks are temporarily unavailable; retry after the Retry-After interval.",
  ],
  service_unavailable: [
    503,
    "The service is temporarily unavailable; retry after the Retry-After interval.",
  ],
  not_found: [404, "The requested resource does not exist."],
  lead_list_not_found: [404, "The lead list does not exist."],
  lead_list_busy: [
    409,
    "An import or enrichment of this lead list is still running; delete the list once it has finished.",
  ],
  job_not_found: [404, "The job does not exist."],
  preview_not_found: [404, "The prospect search preview does not exist."],
  prospect_not_found: [404, "The prospect does not exist."],
  saved_search_not_found: [404, "The saved search does not exist."],
  saved_search_name_taken: [
    409,
    "The workspace already has a saved search with this name; choose another name.",
  ],
  saved_search_limit: [
    409,
    "The workspace has as many saved searches as it can keep; delete one it no longer needs.",
  ],
  role_saved_searches: [
    403,
    "Saving, renaming and deleting saved searches needs the manager role.",
  ],
  role_search_list: [403, "Running prospect searches needs the manager role."],
  credits_insufficient: [
    402,
    "The workspace does not have enough credits for this request; add credits or turn enrichment off.",
  ],
  idempotency_in_progress: [
    409,
    "A request with this Idempotency-Key is still being processed; retry once it has finished.",
  ],
  member_not_found: [404, "The member does not exist."],
  api_key_not_found: [404, "The API key does not exist."],
  method_not_allowed: [405, "This method is not allowed on this path."],
  body_malformed: [400, "The request body is not valid JSON."],
  form_malformed: [
    400,
    "The request body is not valid multipart/form-data; send it as a form with its boundary in the Content-Type.",
  ],
  body_too_large: [413, "The request body is larger than 1 MiB."],
  unsupported_media_type: [
    415,
    "Send the request body as JSON with Content-Type: application/json.",
  ],
  rate_limited: [429, "Too many requests; wait for the Retry-After interval before retrying."],
  session_missing: [401, "Sign in to use the console API."],
  session_invalid: [401, "The session has expired or was signed out; sign in again."],
  sign_in_failed: [401, "The email or password is not correct."],
  member_inactive: [403, "This member account is suspended or removed."],
  role_create_keys: [
    403,
    "Only members with the manager, admin or owner role can create API keys.",
  ],
  role_manage_keys: [403, "Only managers and above can revoke or roll API keys."],
  role_manage_members: [403, "Only admins and owners can change members."],
  role_owner_only: [403, "Only the owner can change the workspace."],
  role_above_own: [403, "You can only give a role up to your own."],
  member_change_owner: [403, "Only an owner can change another owner."],
  member_change_self: [422, "You cannot change your own role or status."],
  role_invite_members: [403, "Only admins and owners can invite, resend or revoke invitations."],
  invitation_not_found: [404, "The invitation does not exist."],
  invitation_member_exists: [
    409,
    "Someone with this email address already has an account; an address can belong to one member only.",
  ],
  invitation_open: [
    409,
    "This address already has an open invitation to the workspace; resend it or revoke it first.",
  ],
  invitation_closed: [
    409,
    "This invitation was already accepted or revoked; invite the address again instead.",
  ],
  invitation_link_invalid: [
    404,
    "This invitation link is not valid. Check that you opened the whole link, or ask for a new invitation.",
  ],
  invitation_link_expired: [
    410,
    "This invitation has expired. Ask the person who invited you to send a new one.",
  ],
  invitation_link_revoked: [
    410,
    "This invitation was withdrawn, or replaced by a newer link. Ask the person who invited you for a new one.",
  ],
  invitation_link_used: [
    410,
    "This invitation has already been accepted. Sign in with the email address it was sent to.",
  ],
  key_already_revoked: [409, "The API key is already revoked or expired."],
  role_console_key: [
    403,
    "Only admins and owners can revoke or roll the console's own API key, which every member's console use depends on.",
  ],
  role_audit_entries: [403, "Your role may not read these audit entries."],
  console_key_own_operation: [
    409,
    "The console's own API key is revoked or rolled only by the console itself, with Revoke or Roll on its row of the console's API keys page, so that its value never reaches a browser.",
  ],
  console_key_already_rolled: [
    409,
    "The console's key was rolled already; the console acts with its replacement now.",
  ],
  console_key_needs_console_key: [
    403,
    "Only the console revokes or rolls its own key: send the console's own active API key of this workspace in the X-API-Key header.",
  ],
  session_key_needs_console_key: [
    403,
    "Session keys are issued only to the console: send the console's own active API key of this workspace in the X-API-Key header.",
  ],
  webhook_endpoint_not_found: [404, "The webhook endpoint does not exist."],
  webhook_delivery_not_found: [404, "The webhook delivery does not exist."],
  webhook_recovery_not_found: [404, "The recovery does not exist."],
  webhook_recovery_running: [
    409,
    "A recovery of these deliveries is already running; follow its progress instead of starting another.",
  ],
  lead_not_found: [404, "The lead does not exist."],
  campaign_not_found: [404, "The campaign does not exist."],
  campaign_folder_not_found: [404, "The campaign folder does not exist."],
  campaign_state: [409, "The campaign's state does not allow this request."],
  connected_account_not_found: [404, "The connected account does not exist."],
  connected_account_exists: [
    409,
    "An account with this address is already connected in the workspace; open it to change its name or limit.",
  ],
  connected_account_state: [409, "The connected account's state does not allow this request."],
  leads_not_found: [404, "One or more of the leads do not exist."],
  do_not_contact_not_found: [404, "The do-not-contact entry does not exist."],
  do_not_contact_exists: [409, "The do-not-contact list already has this entry."],
  call_not_found: [404, "The call does not exist."],
  knowledge_base_not_found: [404, "The knowledge base does not exist."],
  knowledge_document_not_found: [404, "The document does not exist in this knowledge base."],
  knowledge_base_full: [
    409,
    "The knowledge base holds 500 documents, the most it can; remove some or use another base.",
  ],
  call_in_progress: [
    409,
    "The call is still in progress; its recording is ready once it has ended (status completed).",
  ],
  call_credits: [
    402,
    "The workspace's credits do not cover the first minute of a call; add credits, then place the call.",
  ],
  call_no_phone_account: [
    409,
    "The workspace has no connected phone number to call from; connect one, or pass account_id.",
  ],
  recording_not_acceptable: [
    406,
    "The recording is served as application/json or text/vtt; accept one of them.",
  ],
  voice_agent_not_found: [404, "The voice agent does not exist."],
  copilot_thread_not_found: [404, "The Copilot conversation does not exist."],
  copilot_credits_insufficient: [
    402,
    "The workspace does not have enough credits for the assistant's answer; add credits and ask again.",
  ],
  write_conflict: [
    409,
    "Another request wrote a conflicting record at the same moment; reload, then retry if the change is still needed.",
  ],
  reference_changed: [
    409,
    "A record this request depends on was deleted or changed by another request at the same moment; reload, then retry if the change is still needed.",
  ],
  database_contention: [
    503,
    "Other requests were changing the same records at the same moment, so this one could not finish; retry after the Retry-After interval.",
  ],
  database_timeout: [
    503,
    "The database took too long to answer this request; retry after the Retry-After interval.",
  ],
  internal: [500, "Something went wrong on our side; retry only if the request is safe to repeat."],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERRORS;

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
    detail?: string,
  ) {
    const [status, sentence] = ERRORS[code];
    super(detail ?? sentence);
    this.status = status as ContentfulStatusCode;
  }
}

/** A 422 with the spec's body; `loc` names the field. */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => i.msg).join(" "));
  }
}

export function validationError(loc: (string | number)[], msg: string, type = "value_error") {
  return new ValidationError([{ loc, msg, type }]);
}
