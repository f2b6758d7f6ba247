"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { type ReactNode, Suspense, useState } from "react";
import { makeQueryClient } from "@/lib/query-client";
import { RouterFollowsAddress } from "./router-follows-address";
import { TooltipProvider } from "./ui/tooltip";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    // nuqs keeps list pages' page, sort and filters in the address (lib/url-state).
    <NuqsAdapter>
      {/* Its own boundary: reading the address must not hold back a static page. */}
      <Suspense fallback={null}>
        <RouterFollowsAddress />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider delayDuration={200}>{children}</TooltipProvider>
      </QueryClientProvider>
    </NuqsAdapter>
  );
}
