"use client";

import { useState } from "react";
import type { EndpointRow } from "@/lib/queries/webhooks";
import { type RecoverInitial, recoverInitialFor } from "@/lib/webhooks/recover-range";
import { DeleteEndpointDialog } from "./delete-endpoint-dialog";
import { DisableEndpointDialog } from "./disable-endpoint-dialog";
import { EditEndpointDialog } from "./edit-endpoint-dialog";
import type { Notice } from "./notice-banner";
import { RecoverDialog } from "./recover-dialog";
import { RotateSecretDialog } from "./rotate-secret-dialog";
import { oldSecretNote, type RevealedSecret, SecretRevealDialog } from "./secret-reveal-dialog";
import type { EndpointActionsState } from "./use-endpoint-actions";

/**
 * The dialog an endpoint action opened: the confirmations, edit, recover, and the new secret
 * after a rotation (shown once).
 */
export function EndpointActionDialogs({
  endpoint,
  actions,
  onNotice,
  onDeleted,
  recoverFrom,
  returnFocusId,
}: {
  endpoint: EndpointRow;
  actions: EndpointActionsState;
  onNotice: (notice: Notice) => void;
  onDeleted?: () => void;
  /** The delivery filters on screen, which a recover starts from. */
  recoverFrom?: RecoverInitial;
  /** Where focus goes when a dialog closes, for dialogs opened from a menu that is gone. */
  returnFocusId?: string;
}) {
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const { dialog, setDialog } = actions;
  const close = () => setDialog(null);

  return (
    <>
      {dialog === "disable" ? (
        <DisableEndpointDialog
          endpoint={endpoint}
          onClose={close}
          onConfirm={actions.toggle}
          returnFocusId={returnFocusId}
        />
      ) : null}
      {dialog === "recover" || dialog === "reenable" ? (
        <RecoverDialog
          endpoint={endpoint}
          returnFocusId={returnFocusId}
          initial={recoverInitialFor(endpoint, recoverFrom)}
          reenable={dialog === "reenable"}
          onClose={close}
        />
      ) : null}
      {dialog === "edit" ? (
        <EditEndpointDialog
          endpoint={endpoint}
          returnFocusId={returnFocusId}
          onClose={close}
          onSaved={(saved) => {
            close();
            onNotice({ tone: "info", title: `Saved ${saved.url}` });
          }}
        />
      ) : null}
      {dialog === "delete" ? (
        <DeleteEndpointDialog
          endpoint={endpoint}
          returnFocusId={returnFocusId}
          onClose={close}
          onDeleted={() => {
            close();
            onNotice({ tone: "info", title: `Deleted ${endpoint.url}` });
            onDeleted?.();
          }}
        />
      ) : null}
      {dialog === "rotate" ? (
        <RotateSecretDialog
          endpoint={endpoint}
          returnFocusId={returnFocusId}
          onClose={close}
          onRotated={(secret, previousSecretExpiresAt) => {
            close();
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
}
