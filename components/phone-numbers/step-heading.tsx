"use client";

import { useEffect, useRef } from "react";

/**
 * A wizard step's heading, focused when the step opens, so that a screen reader announces
 * the step and Tab goes on from the top of it.
 */
export function StepHeading({ step, title }: { step: number; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Not on the first step: the dialog focuses its first field itself.
    if (step > 1) ref.current?.focus();
  }, [step]);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-sm font-semibold text-zinc-900 focus:outline-none">
      <span className="text-zinc-500">Step {step} of 3 · </span>
      {title}
    </h3>
  );
}
