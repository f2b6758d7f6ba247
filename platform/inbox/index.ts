/** What the inbox feature offers the other features; they import it from here only. */
export { LeadParams, ownLead } from "./public/shared";
