import type { Metadata } from "next";
import { Suspense } from "react";
import { ProspectingView } from "@/components/prospecting/prospecting-view";
import { TableSkeleton } from "@/components/ui/skeleton";
import { readConsoleConfig } from "@/lib/server/config";

export const metadata: Metadata = { title: "Prospecting" };

/** The public API's address, for the request panel's curl; never the key. */
function publicApiBaseUrl(): string {
  try {
    return readConsoleConfig().apiBaseUrl;
  } catch {
    return "{base_url}";
  }
}

export default function ProspectingPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Loading prospecting" />}>
      <ProspectingView apiBaseUrl={publicApiBaseUrl()} />
    </Suspense>
  );
}
