"use client";

import { SearchBox } from "@/components/ui/search-box";

/** The list's lead search: the kit's search box, named for this page. */
export function LeadSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string, history: "push" | "replace") => void;
}) {
  return (
    <SearchBox
      id="lead-search"
      label="Search leads"
      region="Leads of this list"
      placeholder="Search name, email, title, company"
      value={value}
      onSearch={onSearch}
    />
  );
}
