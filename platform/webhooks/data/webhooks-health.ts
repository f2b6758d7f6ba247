import { sql } from "drizzle-orm";
import { type AuditEntry, recordAudit } from "../../auth/audit";
import type { Db } from "../../db/client";
import { sqlRows } from "../../db/sql-rows";
import { iso } from "../../http/time";

/**
 * Auto-disable, as Svix does it: an endpoint whose every attempt has failed for a long stretch
 * stops getting new events until someone re-enables it. `failing_since` remembers when the
 * current run of failures began; any successful attempt clears it.
 */

export type DisabledEndpoint = {
  id: string;
  workspace_id: string;
  url: string;
  failing_since: string;
  disabled_reason: string;
};

/** "5 days", "2 hours", "45 seconds": the period in the words the reason uses. */
function describePeriod(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (seconds % 86_400 === 0) return unit(seconds / 86_400, "day");
  if (seconds % 3600 === 0) return unit(seconds / 3600, "hour");
  if (seconds % 60 === 0) return unit(seconds / 60, "minute");
  return unit(seconds, "second");
}

/**
 * Disables (with a reason and an audit event) those of `endpointIds` that have failed every
 * attempt for `disableAfterSeconds` (0: never); recording attempts keeps `failing_since`.
 * Returns the endpoints it disabled.
 */
export async function disableFailingEndpoints(
  db: Db,
  endpointIds: string[],
  disableAfterSeconds: number,
): Promise<DisabledEndpoint[]> {
  if (endpointIds.length === 0 || !(disableAfterSeconds > 0)) return [];
  const reason = `Every delivery attempt failed for ${describePeriod(disableAfterSeconds)}, so the platform disabled this endpoint. Fix the receiver, then re-enable it and recover the failed deliveries.`;
  const disabled = await sqlRows<DisabledEndpoint & { failing_since: Date | string }>(
    db,
    sql`update webhook_endpoints e set is_active = false, disabled_at = now(),
        disabled_reason = ${reason}, updated_at = now()
      where e.id in (select jsonb_array_elements_text(${JSON.stringify(endpointIds)}::jsonb))
        and e.is_active
        and e.failing_since <= now() - make_interval(secs => ${disableAfterSeconds}::float8)
      returning e.id, e.workspace_id, e.url, e.failing_since, e.disabled_reason`,
  );
  for (const endpoint of disabled) {
    const failingSince = iso(new Date(endpoint.failing_since));
    endpoint.failing_since = failingSince;
    const entry: AuditEntry = {
      workspaceId: endpoint.workspace_id,
      actor: { memberId: null, email: PLATFORM_ACTOR },
      target: { type: "webhook_endpoint", id: endpoint.id, label: endpoint.url },
      change: {
        action: "webhook_endpoint.auto_disabled",
        details: {
          failing_since: failingSince,
          disable_after_seconds: disableAfterSeconds,
          reason,
        },
      },
      at: new Date(),
    };
    await recordAudit(db, entry);
  }
  return disabled as DisabledEndpoint[];
}

/** Who the audit log names for what the platform does by itself. */
const PLATFORM_ACTOR = "Outreach Platform";
