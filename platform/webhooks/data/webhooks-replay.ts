import { eq } from "drizzle-orm";
import { EventType } from "../../../contract/webhooks";
import { recordAudit } from "../../auth/audit";
import { members } from "../../auth/tables";
import type { Db } from "../../db/client";
import { queueDirectDelivery } from "../../events/events";
import { type EndpointRow, findEndpointRow } from "./webhooks";
import type { DeliveryRow } from "./webhooks-deliveries";

/**
 * Replay: a copy of one delivery's exact body, as a new delivery to another endpoint of the same
 * workspace (moving receivers during a migration). The target, or why it is refused: the
 * sentence a 422 at ["body","endpoint_id"] carries.
 */
export async function replayTarget(
  db: Db,
  workspaceId: string,
  original: DeliveryRow,
  targetId: string,
): Promise<{ target: EndpointRow } | { refusal: string }> {
  if (targetId === original.endpointId) {
    return {
      refusal: "This is the delivery's own endpoint; resend the delivery instead of replaying it.",
    };
  }
  // Another workspace's endpoint reads exactly as one that does not exist.
  const target = await findEndpointRow(db, workspaceId, targetId);
  if (!target) return { refusal: "No webhook endpoint of this workspace has this id." };
  if (!target.isActive) {
    return { refusal: "This endpoint is disabled; enable it before replaying deliveries to it." };
  }
  if (!target.eventTypes.includes(original.eventType)) {
    return {
      refusal: `This endpoint does not subscribe to ${original.eventType}; add the event type to it before replaying this delivery.`,
    };
  }
  return { target };
}

/** Who made the change, for the audit log: the key's creator, or the key when it has none. */
async function actorOf(db: Db, auth: { keyId: string; creatorMemberId: string | null }) {
  if (auth.creatorMemberId) {
    const [member] = await db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, auth.creatorMemberId));
    if (member) return { memberId: auth.creatorMemberId, email: member.email };
  }
  return { memberId: null, email: `API key ${auth.keyId}` };
}

/** Queues the copy and records it in the target endpoint's audit trail, in one transaction. */
export async function replayDelivery(
  db: Db,
  input: {
    workspaceId: string;
    auth: { keyId: string; creatorMemberId: string | null };
    original: DeliveryRow;
    target: EndpointRow;
    at: Date;
  },
) {
  const actor = await actorOf(db, input.auth);
  return db.transaction(async (tx) => {
    const copy = await queueDirectDelivery(tx, {
      workspaceId: input.workspaceId,
      endpointId: input.target.id,
      eventType: EventType.parse(input.original.eventType),
      body: input.original.body,
      trigger: "replay",
      resentFrom: input.original,
    });
    await recordAudit(tx, {
      workspaceId: input.workspaceId,
      actor,
      target: { type: "webhook_endpoint", id: input.target.id, label: input.target.url },
      change: {
        action: "webhook_endpoint.delivery_replayed",
        details: {
          delivery_id: copy.id,
          replayed_from: input.original.id,
          from_endpoint_id: input.original.endpointId,
          event_type: input.original.eventType,
        },
      },
      at: input.at,
    });
    return copy;
  });
}
