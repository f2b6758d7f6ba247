"use client";

import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

/** How long typing must pause before the search runs, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;

/** A search field that reports its text once typing pauses, or at once on Enter. */
export function LeadSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;

  // The address changed from elsewhere (Back, a link): show its search, unless it is what
  // the field already says.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => report.current(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <search aria-label="Leads of this list">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() !== value) onSearch(text.trim());
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
        />
      </form>
    </search>
  );
}
