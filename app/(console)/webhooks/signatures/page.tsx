import type { Metadata } from "next";
import { SignaturesView } from "@/components/webhooks/signatures-view";

export const metadata: Metadata = { title: "Check a webhook signature" };

export default function WebhookSignaturesPage() {
  return <SignaturesView />;
}
