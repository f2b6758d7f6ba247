"use client";

import { useEffect, useRef } from "react";
import {
  IDLE_REFRESH_MS,
  PENDING_REFRESH_MS,
  useRefreshEndpointPage,
} from "@/lib/queries/webhooks";

/**
 * The endpoint page's one refresh clock: cards, charts and the table are refetched together,
 * every 2 s while anything is pending and every 30 s otherwise. Returns the refresh itself.
 */
export function useRefreshClock(endpointId: string, fast: boolean) {
  const refresh = useRefreshEndpointPage(endpointId);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const timer = setInterval(
      () => void latest.current(),
      fast ? PENDING_REFRESH_MS : IDLE_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [fast]);
  return refresh;
}
