/** What the do-not-contact feature offers the other features; they import it from here only. */
export {
  onDoNotContactSql,
  UNCONTACTABLE_LEAD_STATUSES,
  uncontactableSql,
} from "./do-not-contact-match";
