"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** How long typing must pause before the search runs, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;

/**
 * A search field that reports its text once typing pauses, or at once on Enter. One spell of
 * typing is one history entry: its first search is pushed and the rest replace it, so Back
 * undoes the whole search and not a letter at a time, nor the view before it.
 *
 * `claim` sees each text before it is searched for (typed, pasted or submitted): one it takes
 * (say, an id to open instead of a text to look for) empties the field and is not searched.
 */
export function SearchBox({
  id,
  label,
  region,
  placeholder,
  value,
  onSearch,
  claim,
  className,
}: {
  id: string;
  /** The field's accessible name. */
  label: string;
  /** The name of the `<search>` landmark around it. */
  region: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string, history: "push" | "replace") => void;
  claim?: (q: string) => boolean;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;
  const claimRef = useRef(claim);
  claimRef.current = claim;
  // The searches this field asked for that the address may still catch up with, oldest
  // first. When it does, the field keeps whatever was typed since instead of jumping back.
  const asked = useRef([value]);
  // Whether this spell of typing has its history entry yet; leaving the field ends the spell.
  const spellPushed = useRef(false);
  const ask = useCallback((q: string) => {
    if (claimRef.current?.(q)) {
      setText(asked.current.at(-1) ?? "");
      return;
    }
    asked.current.push(q);
    report.current(q, spellPushed.current ? "replace" : "push");
    spellPushed.current = true;
  }, []);

  useEffect(() => {
    const mine = asked.current.lastIndexOf(value);
    if (mine >= 0) {
      asked.current = asked.current.slice(mine);
      return;
    }
    // The address changed from elsewhere (Back, a link): show its search.
    asked.current = [value];
    spellPushed.current = false;
    setText(value);
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (q === asked.current.at(-1)) return;
    const timer = setTimeout(() => ask(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, ask]);

  return (
    <search aria-label={region}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim();
          if (q !== asked.current.at(-1)) ask(q);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          maxLength={200}
          className={cn("w-72", className)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPaste={(e) => {
            // A pasted id opens at once, without waiting for the pause.
            const pasted = e.clipboardData.getData("text").trim();
            if (claimRef.current?.(pasted)) e.preventDefault();
          }}
          onBlur={() => {
            spellPushed.current = false;
          }}
        />
      </form>
    </search>
  );
}
