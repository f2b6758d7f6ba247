"use client";

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { BlockableButton } from "@/components/ui/blockable-button";
import type { ButtonProps } from "@/components/ui/button";
import { memberNeed, roleMeets } from "@/contract/access";
import type { Role } from "@/contract/roles";
import { useMeQuery } from "@/lib/queries/me";
import { roleInSentence } from "@/lib/words";

/** The same rule the console's proxy applies to every write under webhook-endpoints. */
const WEBHOOK_WRITE_NEED = memberNeed("POST", "webhook-endpoints");

export type WebhookAccess =
  | { state: "loading" }
  | { state: "manage"; role: Role }
  | { state: "read-only"; role: Role; reason: string };

export function useWebhookAccess(): WebhookAccess {
  const { data: me } = useMeQuery();
  if (!me) return { state: "loading" };
  if (roleMeets(me.role, WEBHOOK_WRITE_NEED)) return { state: "manage", role: me.role };
  return { state: "read-only", role: me.role, reason: WEBHOOK_WRITE_NEED.reason };
}

/** Says once, at the top of the page, why the controls are read-only. */
export function ReadOnlyNotice({ access }: { access: WebhookAccess }) {
  if (access.state !== "read-only") return null;
  return (
    <Alert tone="info" title="You can look, but not change webhooks" className="mb-4">
      Registering, enabling, disabling and deleting endpoints, rotating secrets, sending tests and
      resending deliveries need the admin role. You are {roleInSentence(access.role)}. Everything
      else on this page is yours to read.
    </Alert>
  );
}

/**
 * A write control: the real button for admins; for others a focusable, aria-disabled one
 * whose tooltip and description say which role it needs.
 */
export function GatedButton({
  access,
  children,
  onClick,
  ...props
}: ButtonProps & { access: WebhookAccess; children: ReactNode }) {
  const reason =
    access.state === "manage"
      ? null
      : access.state === "read-only"
        ? `${access.reason} You are ${roleInSentence(access.role)}.`
        : "Loading…";
  return (
    <BlockableButton {...props} onClick={onClick} blockedReason={reason}>
      {children}
    </BlockableButton>
  );
}
