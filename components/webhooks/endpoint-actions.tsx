"use client";

import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import {
  type EndpointRow,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendTestMutation,
  useUpdateWebhookEndpointMutation,
} from "@/lib/queries/webhooks";
import { GatedButton, type WebhookAccess } from "./access";
import { EditEndpointDialog } from "./endpoint-form-dialogs";
import { RecoverDialog, type RecoverInitial } from "./recover-dialog";
import { oldSecretNote, type RevealedSecret, SecretRevealDialog } from "./secret-reveal-dialog";

export type Notice = {
  tone: "info" | "danger";
  title: string;
  body?: string;
  link?: { href: string; label: string };
};

type Callbacks = {
  onNotice: (notice: Notice) => void;
  onDeleted?: () => void;
  /** The delivery filters on screen, which a recover starts from. */
  recoverFrom?: RecoverInitial;
};

type Confirm = "delete" | "rotate" | "edit" | "disable" | "recover" | "reenable" | null;

const DISABLE_EFFECT =
  "It gets no new events while disabled; deliveries already queued, tests and resends still go out.";

/**
 * Every write on one endpoint: send a test, enable or disable, recover failed deliveries,
 * rotate its secret, delete it. As a row of buttons (the endpoint's page) or a menu (the
 * list). Disabling, deleting and rotating ask first; the new secret is shown once. An
 * auto-disabled endpoint is re-enabled and recovered in one step.
 */
export function EndpointActions({
  endpoint,
  access,
  layout,
  onNotice,
  onDeleted,
  recoverFrom,
}: { endpoint: EndpointRow; access: WebhookAccess; layout: "buttons" | "menu" } & Callbacks) {
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const test = useSendTestMutation();
  const update = useUpdateWebhookEndpointMutation();

  async function sendTest() {
    try {
      const delivery = await test.mutateAsync(endpoint.id);
      onNotice({
        tone: "info",
        title: "Test event sent",
        body: `A synthetic call.completed event is on its way to ${endpoint.url}.`,
        link: {
          href: `/webhooks/${encodeURIComponent(endpoint.id)}?delivery=${encodeURIComponent(delivery.id)}`,
          label: "View the delivery",
        },
      });
    } catch (err) {
      onNotice({ tone: "danger", title: "The test was not sent", body: messageOf(err) });
    } finally {
      test.reset();
    }
  }

  const autoDisabled = !endpoint.is_active && endpoint.disabled_reason !== null;
  const recoverInitial: RecoverInitial = autoDisabled
    ? { start: { kind: "at", since: endpoint.failing_since ?? endpoint.disabled_at ?? "" } }
    : (recoverFrom ?? { start: { kind: "preset", ms: 86_400_000 } });

  /** Disabling asks first; enabling an auto-disabled endpoint offers to recover too. */
  function requestToggle() {
    if (endpoint.is_active) setConfirm("disable");
    else if (autoDisabled) setConfirm("reenable");
    else void toggle();
  }

  async function toggle() {
    const next = !endpoint.is_active;
    try {
      await update.mutateAsync({ id: endpoint.id, body: { is_active: next } });
      onNotice({
        tone: "info",
        title: next ? `Enabled ${endpoint.url}` : `Disabled ${endpoint.url}`,
        body: next ? "It gets new events again." : DISABLE_EFFECT,
      });
    } catch (err) {
      onNotice({
        tone: "danger",
        title: next ? "The endpoint was not enabled" : "The endpoint was not disabled",
        body: messageOf(err),
      });
    } finally {
      update.reset();
    }
  }

  const dialogs = (
    <>
      {confirm === "disable" ? (
        <DisableEndpointDialog
          endpoint={endpoint}
          pending={update.isPending}
          onClose={() => setConfirm(null)}
          onConfirm={async () => {
            await toggle();
            setConfirm(null);
          }}
        />
      ) : null}
      {confirm === "recover" || confirm === "reenable" ? (
        <RecoverDialog
          endpoint={endpoint}
          initial={recoverInitial}
          reenable={confirm === "reenable"}
          onClose={() => setConfirm(null)}
        />
      ) : null}
      {confirm === "edit" ? (
        <EditEndpointDialog
          endpoint={endpoint}
          onClose={() => setConfirm(null)}
          onSaved={(saved) => {
            setConfirm(null);
            onNotice({ tone: "info", title: `Saved ${saved.url}` });
          }}
        />
      ) : null}
      {confirm === "delete" ? (
        <DeleteEndpointDialog
          endpoint={endpoint}
          onClose={() => setConfirm(null)}
          onDeleted={() => {
            setConfirm(null);
            onNotice({ tone: "info", title: `Deleted ${endpoint.url}` });
            onDeleted?.();
          }}
        />
      ) : null}
      {confirm === "rotate" ? (
        <RotateSecretDialog
          endpoint={endpoint}
          onClose={() => setConfirm(null)}
          onRotated={(secret, previousSecretExpiresAt) => {
            setConfirm(null);
            setRevealed({
              endpointId: endpoint.id,
              url: endpoint.url,
              secret,
              reason: "rotated",
              previousSecretExpiresAt,
            });
          }}
        />
      ) : null}
      <SecretRevealDialog
        revealed={revealed}
        onClose={() => {
          setRevealed(null);
          onNotice({
            tone: "info",
            title: `Rotated the signing secret of ${endpoint.url}`,
            body: oldSecretNote(revealed?.previousSecretExpiresAt ?? null),
          });
        }}
      />
    </>
  );

  if (layout === "menu") {
    if (access.state !== "manage") return null;
    return (
      <>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label={`Actions for ${endpoint.url}`}>
              <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM11.5 15.5a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
              </svg>
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-30 min-w-44 rounded-md bg-white p-1 text-sm shadow-lg ring-1 ring-zinc-200"
            >
              <MenuItem onSelect={sendTest} disabled={test.isPending}>
                Send test event
              </MenuItem>
              <MenuItem onSelect={requestToggle} disabled={update.isPending}>
                {endpoint.is_active
                  ? "Disable…"
                  : autoDisabled
                    ? "Re-enable and recover…"
                    : "Enable"}
              </MenuItem>
              <MenuItem onSelect={() => setConfirm("recover")}>Recover failed…</MenuItem>
              <MenuItem onSelect={() => setConfirm("edit")}>Edit…</MenuItem>
              <MenuItem onSelect={() => setConfirm("rotate")}>Rotate secret…</MenuItem>
              <DropdownMenu.Separator className="my-1 h-px bg-zinc-100" />
              <MenuItem danger onSelect={() => setConfirm("delete")}>
                Delete…
              </MenuItem>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        {dialogs}
      </>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <GatedButton access={access} onClick={sendTest} disabled={test.isPending}>
          {test.isPending ? "Sending…" : "Send test event"}
        </GatedButton>
        <GatedButton
          access={access}
          variant="secondary"
          onClick={requestToggle}
          disabled={update.isPending}
        >
          {endpoint.is_active ? "Disable" : autoDisabled ? "Re-enable and recover" : "Enable"}
        </GatedButton>
        <GatedButton access={access} variant="secondary" onClick={() => setConfirm("recover")}>
          Recover failed
        </GatedButton>
        <GatedButton access={access} variant="secondary" onClick={() => setConfirm("edit")}>
          Edit
        </GatedButton>
        <GatedButton access={access} variant="secondary" onClick={() => setConfirm("rotate")}>
          Rotate secret
        </GatedButton>
        <GatedButton
          access={access}
          variant="secondary"
          className="text-red-700"
          onClick={() => setConfirm("delete")}
        >
          Delete
        </GatedButton>
      </div>
      {dialogs}
    </>
  );
}

function MenuItem({
  children,
  onSelect,
  disabled,
  danger,
}: {
  children: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <DropdownMenu.Item
      disabled={disabled}
      onSelect={onSelect}
      className={
        danger
          ? "cursor-pointer rounded px-2.5 py-1.5 text-red-700 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-red-50"
          : "cursor-pointer rounded px-2.5 py-1.5 text-zinc-800 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-zinc-100"
      }
    >
      {children}
    </DropdownMenu.Item>
  );
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : "Something went wrong.";
}

export function DeleteEndpointDialog({
  endpoint,
  onClose,
  onDeleted,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const mutation = useDeleteWebhookEndpointMutation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent
        title="Delete this endpoint?"
        description={
          <>
            <span className="font-mono text-xs break-all text-zinc-700">{endpoint.url}</span> stops
            getting events at once, and its delivery history is deleted with it. This cannot be
            undone.
          </>
        }
      >
        <div className="space-y-4">
          {endpoint.is_active ? (
            <p className="text-sm text-zinc-600">
              To pause deliveries and keep the history, disable the endpoint instead.
            </p>
          ) : null}
          {mutation.error ? <ApiErrorState error={mutation.error} /> : null}
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={mutation.isPending}
              onClick={async () => {
                try {
                  await mutation.mutateAsync(endpoint.id);
                  onDeleted();
                } catch {
                  // Shown above.
                }
              }}
            >
              {mutation.isPending ? "Deleting…" : "Delete endpoint"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const OVERLAPS = [
  { seconds: 0, label: "No overlap: cut over now" },
  { seconds: 3600, label: "1 hour" },
  { seconds: 86_400, label: "24 hours" },
  { seconds: 7 * 86_400, label: "7 days" },
] as const;

export function RotateSecretDialog({
  endpoint,
  onClose,
  onRotated,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  /** The new secret, and when the replaced one stops signing (null: it already has). */
  onRotated: (secret: string, previousSecretExpiresAt: string | null) => void;
}) {
  const mutation = useRotateWebhookSecretMutation();
  const [overlap, setOverlap] = useState<number>(86_400);
  const label = OVERLAPS.find((o) => o.seconds === overlap)?.label ?? "";
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent
        title="Rotate the signing secret?"
        description={
          <>
            A new secret signs every delivery to{" "}
            <span className="font-mono text-xs break-all text-zinc-700">{endpoint.url}</span> from
            now on, including retries of deliveries already queued.
          </>
        }
      >
        <div className="space-y-4">
          <fieldset>
            <legend className="text-sm font-medium text-zinc-800">
              Keep the current secret valid for
            </legend>
            <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
              {OVERLAPS.map((o) => (
                <label key={o.seconds} className="flex items-center gap-2 text-sm text-zinc-700">
                  <input
                    type="radio"
                    name="overlap"
                    value={o.seconds}
                    checked={overlap === o.seconds}
                    onChange={() => setOverlap(o.seconds)}
                    className="size-4 accent-indigo-600"
                  />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-zinc-600" data-testid="rotate-effect">
            {overlap === 0
              ? "The current secret stops working at once: your receiver rejects deliveries until it has the new one."
              : `For ${label}, every delivery carries two signatures in X-Service-Signature (the new secret's first, then the current one's, comma-separated), so your receiver keeps accepting them while you switch it to the new secret.`}
          </p>
          {mutation.error ? <ApiErrorState error={mutation.error} /> : null}
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              disabled={mutation.isPending}
              onClick={async () => {
                try {
                  const rotated = await mutation.mutateAsync({
                    id: endpoint.id,
                    overlapSeconds: overlap,
                  });
                  mutation.reset();
                  onRotated(rotated.secret, rotated.previous_secret_expires_at);
                } catch {
                  // Shown above.
                }
              }}
            >
              {mutation.isPending ? "Rotating…" : "Rotate secret"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Disabling stops new events; it asks first and says what keeps going out. */
function DisableEndpointDialog({
  endpoint,
  pending,
  onClose,
  onConfirm,
}: {
  endpoint: EndpointRow;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent
        title="Disable this endpoint?"
        description={
          <>
            <span className="font-mono text-xs break-all text-zinc-700">{endpoint.url}</span>{" "}
            {DISABLE_EFFECT} Enable it again at any time.
          </>
        }
      >
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? "Disabling…" : "Disable endpoint"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
