"use client";

/** Indented JSON with keys, strings and numbers told apart by colour. */
export function JsonView({ value }: { value: unknown }) {
  const text = JSON.stringify(value, null, 2) ?? "";
  const parts = text.split(
    /("(?:\\.|[^"\\])*"(?:\s*:)?|\b-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b|\btrue\b|\bfalse\b|\bnull\b)/g,
  );
  return (
    <>
      {parts.map((part, i) => {
        const className = part.startsWith('"')
          ? part.endsWith(":")
            ? "text-sky-300"
            : "text-emerald-300"
          : /^-?\d/.test(part)
            ? "text-amber-300"
            : /^(true|false|null)$/.test(part)
              ? "text-fuchsia-300"
              : undefined;
        return className ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string
          <span key={i} className={className}>
            {part}
          </span>
        ) : (
          part
        );
      })}
    </>
  );
}
