import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Prospecting" };

export default function ProspectingPage() {
  return (
    <>
      <PageHeader title="Prospecting" />
      <EmptyState title="Not in this build yet">
        Building prospect searches, previewing and importing their results is not part of this build
        of the console yet.
      </EmptyState>
    </>
  );
}
