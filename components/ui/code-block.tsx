import { cn } from "@/lib/cn";

/**
 * Code as written: lines never wrap, so nothing breaks inside a word or an identifier; a
 * long line scrolls sideways instead. The block takes the focus so a keyboard can scroll it.
 */
export function CodeBlock({
  children,
  label,
  className,
  testId,
}: {
  children: React.ReactNode;
  /** Names the block for screen readers (its language or what it holds). */
  label?: string;
  className?: string;
  testId?: string;
}) {
  const block = (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling by keyboard needs the focus
      tabIndex={0}
      data-testid={testId}
      className={cn(
        "overflow-x-auto rounded-lg bg-zinc-950 p-3 font-mono text-xs leading-relaxed whitespace-pre text-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
        className,
      )}
    >
      {children}
    </pre>
  );
  return label ? <section aria-label={label}>{block}</section> : block;
}
