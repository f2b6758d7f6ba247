import type { Metadata } from "next";
import { Suspense } from "react";
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
    // The view reads its filters from the URL on the client.
    <Suspense fallback={<TableSkeleton label="Loading the endpoint" />}>
      <EndpointDetail id={endpointId} />
    </Suspense>
  );
}
