/** What the analytics feature offers the other features; they import it from here only. */
export { campaignAnalytics } from "./campaign-analytics";
