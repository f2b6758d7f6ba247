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
  // The searches this field asked for that the address may still catch up with, oldest
  // first. When it does, the field keeps whatever was typed since instead of jumping back.
  const asked = useRef([value]);

  useEffect(() => {
    const mine = asked.current.lastIndexOf(value);
    if (mine >= 0) {
      asked.current = asked.current.slice(mine);
      return;
    }
    // The address changed from elsewhere (Back, a link): show its search.
    asked.current = [value];
    setText(value);
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (q === asked.current.at(-1)) return;
    const timer = setTimeout(() => {
      asked.current.push(q);
      report.current(q);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <search aria-label="Leads of this list">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim();
          if (q === asked.current.at(-1)) return;
          asked.current.push(q);
          onSearch(q);
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
