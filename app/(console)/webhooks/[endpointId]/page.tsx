import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminAreaGate } from "@/components/shell/admin-area-gate";
import { TableSkeleton } from "@/components/ui/skeleton";
import { EndpointDetail } from "@/components/webhooks/endpoint-detail";

export const metadata: Metadata = { title: "Webhook endpoint" };

export default async function WebhookEndpointPage({
  params,
}: {
  params: Promise<{ endpointId: string }>;
}) {
  const { endpointId } = await params;
  return (
    <AdminAreaGate
      path="webhook-endpoints"
      title="Webhooks"
      contents="Webhook endpoints and their deliveries (receiver URLs, payloads, response excerpts and signatures)"
    >
      {/* The view reads its filters from the URL on the client. */}
      <Suspense fallback={<TableSkeleton label="Loading the endpoint" />}>
        <EndpointDetail id={endpointId} />
      </Suspense>
    </AdminAreaGate>
  );
}
