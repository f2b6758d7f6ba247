import { AuditChange, type AuditEvent } from "@/contract/audit";
import { formatDateTime } from "@/lib/format";

const STATUS_VERB = { active: "Reactivated", suspended: "Suspended", removed: "Removed" } as const;

function scopesText(scopes: readonly string[] | null): string {
  if (scopes === null) return "legacy read and write";
  const both = scopes.some((s) => s === "all" || s === "*");
  if (both || (scopes.includes("read") && scopes.includes("write"))) return "read and write";
  return scopes.includes("read") ? "read only" : "write only";
}

function graceText(seconds: number): string {
  if (seconds === 0) return "at once";
  if (seconds % 86_400 === 0)
    return `after ${seconds / 86_400} day${seconds === 86_400 ? "" : "s"}`;
  if (seconds % 3600 === 0) return `after ${seconds / 3600} hour${seconds === 3600 ? "" : "s"}`;
  return `after ${seconds} seconds`;
}

function keysText(keys: readonly { label: string }[]): string {
  if (keys.length === 0) return "no keys affected";
  const names = keys.slice(0, 3).map((k) => `“${k.label}”`);
  if (keys.length > 3) names.push(`${keys.length - 3} more`);
  return `keys affected: ${names.join(", ")}`;
}

/** One sentence for an audit event; actions this console does not know still read sensibly. */
export function describeEvent(event: AuditEvent): string {
  const parsed = AuditChange.safeParse(event);
  const name = event.target.label;
  if (!parsed.success) return `${event.action.replace(/[._]/g, " ")}: ${name}`;
  const change = parsed.data;
  switch (change.action) {
    case "api_key.created": {
      const d = change.details;
      const what = `${scopesText(d.scopes)}, ${d.environment}`;
      const expiry = d.expires_at ? `, expires ${formatDateTime(d.expires_at)}` : "";
      return d.rolled_from
        ? `Created “${name}” (${d.masked}) to replace a rolled key: ${what}${expiry}`
        : `Created “${name}” (${d.masked}): ${what}${expiry}`;
    }
    case "api_key.revoked":
      return `Revoked “${name}” (${change.details.masked})`;
    case "api_key.rolled":
      return `Rolled “${name}” (${change.details.masked}); the old key stops working ${graceText(change.details.grace_seconds)}`;
    case "member.role_changed": {
      const d = change.details;
      return `Changed ${name}'s role from ${d.from} to ${d.to}; ${keysText(d.affected_keys)}`;
    }
    case "member.status_changed": {
      const d = change.details;
      return `${STATUS_VERB[d.to]} ${name}; ${keysText(d.affected_keys)}`;
    }
    case "member.invited":
      return `Invited ${name} as ${change.details.role}; the link expires ${formatDateTime(change.details.expires_at)}`;
    case "invitation.resent":
      return `Sent ${name} a new invitation link (${change.details.role}); the earlier link no longer works`;
    case "invitation.revoked":
      return `Revoked the invitation of ${name} (${change.details.role})`;
    case "member.joined":
      return `${name} accepted ${change.details.invited_by}'s invitation and joined as ${change.details.role}`;
    case "webhook_endpoint.auto_disabled":
      return `Disabled the webhook endpoint ${name}: every attempt failed for ${graceText(change.details.disable_after_seconds).replace(/^after /, "")}`;
    case "webhook_endpoint.delivery_replayed":
      return `Replayed ${change.details.event_type} delivery ${change.details.replayed_from} to ${name} as ${change.details.delivery_id}`;
    case "workspace.updated": {
      const d = change.details;
      const parts = [
        d.plan_api_access === undefined ? null : `API access ${d.plan_api_access ? "on" : "off"}`,
        d.billing_status === undefined ? null : `billing ${d.billing_status}`,
        d.deleted === undefined ? null : d.deleted ? "deleted" : "restored",
      ].filter(Boolean);
      return `Changed the workspace: ${parts.join(", ") || "no change"}`;
    }
  }
}
