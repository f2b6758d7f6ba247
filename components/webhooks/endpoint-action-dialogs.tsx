"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { EndpointRow } from "@/lib/queries/webhooks";
import { type RecoverInitial, recoverInitialFor } from "@/lib/webhooks/recover-range";
import { oldSecretNote, type RevealedSecret } from "./endpoint-notes";
import type { Notice } from "./notice-banner";
import type { EndpointActionsState } from "./use-endpoint-actions";

/*
 * Each dialog's code (forms, react-hook-form, the recover logic) loads when it is first
 * opened, not with the page: the endpoint page's JavaScript stays within its budget.
 */
const DeleteEndpointDialog = dynamic(() =>
  import("./delete-endpoint-dialog").then((m) => m.DeleteEndpointDialog),
);
const DisableEndpointDialog = dynamic(() =>
  import("./disable-endpoint-dialog").then((m) => m.DisableEndpointDialog),
);
const EditEndpointDialog = dynamic(() =>
  import("./edit-endpoint-dialog").then((m) => m.EditEndpointDialog),
);
const RecoverDialog = dynamic(() => import("./recover-dialog").then((m) => m.RecoverDialog));
const RotateSecretDialog = dynamic(() =>
  import("./rotate-secret-dialog").then((m) => m.RotateSecretDialog),
);
const SecretRevealDialog = dynamic(() =>
  import("./secret-reveal-dialog").then((m) => m.SecretRevealDialog),
);

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
      {revealed ? (
        <SecretRevealDialog
          revealed={revealed}
          onClose={() => {
            setRevealed(null);
            onNotice({
              tone: "info",
              title: `Rotated the signing secret of ${endpoint.url}`,
              body: oldSecretNote(revealed.previousSecretExpiresAt ?? null),
            });
          }}
        />
      ) : null}
    </>
  );
}
