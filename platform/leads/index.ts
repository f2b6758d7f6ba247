/** What the leads feature offers the other features; they import it from here only. */
export { createLeadList, findLeadList, listLeadLists } from "./lead-lists";
export {
  insertMeetings,
  insertMessages,
  recordConversationActivity,
  settleMessageWriters,
} from "./outreach-records";
