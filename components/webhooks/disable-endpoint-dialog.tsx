"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { EndpointRow } from "@/lib/queries/webhooks";
import { DISABLE_EFFECT } from "./endpoint-notes";
import { EndpointUrl } from "./endpoint-url";
import { openWhileMounted } from "./open-while-mounted";

/** Disabling stops new events; it asks first and says what keeps going out. */
export function DisableEndpointDialog({
  endpoint,
  onClose,
  onConfirm,
  returnFocusId,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  returnFocusId?: string;
}) {
  return (
    <ConfirmDialog
      {...openWhileMounted(onClose, returnFocusId)}
      title="Disable this endpoint?"
      description={
        <>
          <EndpointUrl url={endpoint.url} /> {DISABLE_EFFECT}
        </>
      }
      affects="Enable it again at any time; events that happen while it is disabled are not sent later."
      actionLabel="Disable endpoint"
      pendingLabel="Disabling…"
      onConfirm={onConfirm}
    />
  );
}
