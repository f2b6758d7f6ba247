import type { PublicApi } from "../api";
import { registerBookMeeting } from "./book-meeting";
import { registerGetConversation } from "./get-conversation";
import { registerListConversations } from "./list-conversations";
import { registerListLeadMeetings } from "./list-meetings";
import { registerMarkConversationRead } from "./mark-read";
import { registerSendMessage } from "./send-message";

/** The inbox: conversations and their messages, sending, marking read, booking and listing meetings. */
export function registerInbox(api: PublicApi) {
  registerListConversations(api);
  registerGetConversation(api);
  registerMarkConversationRead(api);
  registerSendMessage(api);
  registerBookMeeting(api);
  registerListLeadMeetings(api);
}
