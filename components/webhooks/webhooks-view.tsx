"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ActivityLog } from "@/components/audit/activity-log";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/skeleton";
import { useWebhookEndpointsQuery } from "@/lib/queries/webhooks";
import { GatedButton, ReadOnlyNotice, useWebhookAccess } from "./access";
import type { RevealedSecret } from "./endpoint-notes";
import { EndpointsTable, endpointHref } from "./endpoints-table";
import { type Notice, NoticeBanner } from "./notice-banner";
import { RegisterEndpointDialog } from "./register-endpoint-dialog";
import { SecretRevealDialog } from "./secret-reveal-dialog";

/** Every endpoint of the workspace with its state, events and the last 24 hours' health. */
export function WebhooksView() {
  const router = useRouter();
  const access = useWebhookAccess();
  const query = useWebhookEndpointsQuery();
  const [registering, setRegistering] = useState(false);
  // Focus goes back to whichever button opened "Add endpoint" (header or empty state).
  const [opener, setOpener] = useState<string | undefined>();
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const addButton = (id: string) => (
    <GatedButton
      id={id}
      access={access}
      onClick={() => {
        setOpener(id);
        setRegistering(true);
      }}
    >
      Add endpoint
    </GatedButton>
  );

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed HTTP POSTs to your systems whenever events happen in this workspace."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link href="/webhooks/events">Event catalog</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href="/webhooks/signatures">Check a signature</Link>
            </Button>
            {addButton("add-endpoint")}
          </>
        }
      />
      <ReadOnlyNotice access={access} />
      {notice ? <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} /> : null}

      {query.isPending ? (
        <TableSkeleton label="Loading webhook endpoints" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title="No webhook endpoints yet"
          action={access.state === "manage" ? addButton("add-first-endpoint") : undefined}
        >
          Add an endpoint to get calls, replies, bookings and other events as they happen, signed so
          your receiver can trust them.
        </EmptyState>
      ) : (
        <EndpointsTable endpoints={query.data.items} access={access} onNotice={setNotice} />
      )}

      <ActivityLog
        title="Endpoint activity"
        description="What the platform did to endpoints by itself, such as disabling one whose every attempt failed for too long, newest first."
        filter={{ targetType: "webhook_endpoint" }}
      />

      <RegisterEndpointDialog
        open={registering}
        onOpenChange={setRegistering}
        returnFocusId={opener}
        onRegistered={(endpoint) => {
          setNotice(null);
          setRevealed({
            endpointId: endpoint.id,
            url: endpoint.url,
            secret: endpoint.secret,
            reason: "registered",
          });
        }}
      />
      <SecretRevealDialog
        revealed={revealed}
        onClose={() => {
          const id = revealed?.endpointId;
          setRevealed(null);
          if (id) router.push(`${endpointHref(id)}?registered=1`);
        }}
      />
    </>
  );
}
