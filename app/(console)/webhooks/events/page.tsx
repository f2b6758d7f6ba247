import type { Metadata } from "next";
import { EventCatalogView } from "@/components/webhooks/event-catalog-view";

export const metadata: Metadata = { title: "Webhook event catalog" };

export default function WebhookEventCatalogPage() {
  return <EventCatalogView />;
}
