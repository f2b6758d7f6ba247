"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Copies `text`; says so for a moment. Without clipboard access it says that instead, and
 * the text stays selectable where it is shown.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setState("copied");
          } catch {
            setState("failed");
          }
        }}
      >
        {state === "copied" ? "Copied" : label}
      </Button>
      <span className="sr-only" aria-live="polite">
        {state === "copied"
          ? "Copied to the clipboard."
          : state === "failed"
            ? "The browser did not allow copying; select the text and copy it yourself."
            : ""}
      </span>
    </>
  );
}
