"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

/** How long typing must pause before the search runs, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;

/**
 * A search field that reports its text once typing pauses, or at once on Enter. One spell of
 * typing is one history entry: its first search is pushed and the rest replace it, so Back
 * undoes the whole search and not a letter at a time, nor the view before it.
 */
export function LeadSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string, history: "push" | "replace") => void;
}) {
  const [text, setText] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;
  // The searches this field asked for that the address may still catch up with, oldest
  // first. When it does, the field keeps whatever was typed since instead of jumping back.
  const asked = useRef([value]);
  // Whether this spell of typing has its history entry yet; leaving the field ends the spell.
  const spellPushed = useRef(false);
  const ask = useCallback((q: string) => {
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
    <search aria-label="Leads of this list">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim();
          if (q !== asked.current.at(-1)) ask(q);
        }}
      >
        <label htmlFor="lead-search" className="sr-only">
          Search leads
        </label>
        <Input
          id="lead-search"
          type="search"
          placeholder="Search name, email, title, company"
          maxLength={200}
          className="w-72"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => {
            spellPushed.current = false;
          }}
        />
      </form>
    </search>
  );
}
