/** What the prospecting feature offers the other features; they import it from here only. */
export { plural, quotedListName, revealedId, revealProspects } from "./prospect-reveals";
export { LeadListParams, ownLeadList } from "./public/own-lead-list";
export { prospectImports, prospectSearchPreviews } from "./tables";
