"use client";

import { useEffect, useState } from "react";

/**
 * Seconds left of a wait (a Retry-After), counting down once a second; 0 when there is none.
 * Ticks every 250 ms against the clock, so a slow tab never shows a second too many.
 */
export function useCountdown(seconds: number | null): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
