/** What the leads feature offers the other features; they import it from here only. */
export { createLeadList, findLeadList, listLeadLists } from "./lead-lists";
export { shownLeadFields, toLeadList } from "./lead-serialize";
export {
  insertMeetings,
  insertMessages,
  recordConversationActivity,
  settleMessageWriters,
} from "./outreach-records";
export { leadLists, leads } from "./tables";
