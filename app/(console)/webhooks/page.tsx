import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <>
      <PageHeader title="Webhooks" />
      <EmptyState title="Not in this build yet">
        Registering webhook endpoints and inspecting their deliveries is not part of this build of
        the console yet.
      </EmptyState>
    </>
  );
}
