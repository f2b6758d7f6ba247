import type { PublicApi } from "../../http/env";
import { registerBookMeeting } from "./book-meeting";
import { registerGetConversation } from "./get-conversation";
import { registerListConversations } from "./list-conversations";
import { registerListLeadMeetings } from "./list-meetings";
import { registerMarkConversationRead } from "./mark-read";
import { registerMarkConversationUnread } from "./mark-unread";
import { registerSendMessage } from "./send-message";
import { registerInboxSummary } from "./summary";

/**
 * The inbox: conversations and their messages (searched and filtered), the unread count,
 * sending, marking read and unread, booking and listing meetings.
 */
export function registerInbox(api: PublicApi) {
  registerListConversations(api);
  registerGetConversation(api);
  registerMarkConversationRead(api);
  registerMarkConversationUnread(api);
  registerInboxSummary(api);
  registerSendMessage(api);
  registerBookMeeting(api);
  registerListLeadMeetings(api);
}
