import type { Metadata } from "next";
import { AdminAreaGate } from "@/components/shell/admin-area-gate";
import { WebhooksView } from "@/components/webhooks/webhooks-view";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <AdminAreaGate path="webhook-endpoints" title="Webhooks" contents={WEBHOOK_CONTENTS}>
      <WebhooksView />
    </AdminAreaGate>
  );
}

const WEBHOOK_CONTENTS =
  "Webhook endpoints and their deliveries (receiver URLs, payloads, response excerpts and signatures)";
