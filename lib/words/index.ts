import {
  DELIVERY_STATUS_WORDS,
  DELIVERY_TRIGGER_WORDS,
  EFFECTIVE_KEY_STATE_WORDS,
  ENDPOINT_STATE_WORDS,
  INVITATION_STATUS_WORDS,
  KEY_ACCESS_WORDS,
  KEY_ENVIRONMENT_WORDS,
  KEY_STATE_WORDS,
  MEMBER_STATUS_WORDS,
  ROLE_WORDS,
} from "./access-states";
import {
  ACTIVITY_TYPE_WORDS,
  CAMPAIGN_STATUS_WORDS,
  ENROLLMENT_STATE_WORDS,
} from "./campaign-states";
import {
  ACCOUNT_CHANNEL_WORDS,
  ACCOUNT_STATUS_WORDS,
  CALL_OUTCOME_WORDS,
  CALL_STATUS_WORDS,
  CHANNEL_WORDS,
  DIRECTION_WORDS,
  MESSAGE_STATUS_WORDS,
} from "./channel-states";
import {
  DNC_TYPE_WORDS,
  JOB_STATUS_WORDS,
  LEAD_STATUS_WORDS,
  PREVIEW_STATUS_WORDS,
} from "./lead-states";
import { humanize, type Words } from "./words";

export { countOf } from "./count";
export { formatIfPhone, formatPhone } from "./phone";
export type { Words } from "./words";

/**
 * Every kind of state the console shows, each with the words for each of its values. The one
 * place a status, an outcome or a role becomes words on screen: badges, table cells, filters
 * and sentences all read it through `stateWords` or `stateLabel`.
 */
export const STATE_WORDS = {
  campaign: CAMPAIGN_STATUS_WORDS,
  enrollment: ENROLLMENT_STATE_WORDS,
  activity: ACTIVITY_TYPE_WORDS,
  lead: LEAD_STATUS_WORDS,
  dncType: DNC_TYPE_WORDS,
  job: JOB_STATUS_WORDS,
  preview: PREVIEW_STATUS_WORDS,
  call: CALL_STATUS_WORDS,
  callOutcome: CALL_OUTCOME_WORDS,
  direction: DIRECTION_WORDS,
  message: MESSAGE_STATUS_WORDS,
  channel: CHANNEL_WORDS,
  accountChannel: ACCOUNT_CHANNEL_WORDS,
  account: ACCOUNT_STATUS_WORDS,
  role: ROLE_WORDS,
  member: MEMBER_STATUS_WORDS,
  invitation: INVITATION_STATUS_WORDS,
  keyState: KEY_STATE_WORDS,
  keyEnvironment: KEY_ENVIRONMENT_WORDS,
  apiKey: EFFECTIVE_KEY_STATE_WORDS,
  keyAccess: KEY_ACCESS_WORDS,
  delivery: DELIVERY_STATUS_WORDS,
  deliveryTrigger: DELIVERY_TRIGGER_WORDS,
  endpoint: ENDPOINT_STATE_WORDS,
} as const;

export type StateKind = keyof typeof STATE_WORDS;

/** A known value of a kind; any string is accepted, since the platform may be newer. */
export type StateValue<K extends StateKind> = keyof (typeof STATE_WORDS)[K] & string;

/** The words and tone of `value`; a value the console does not know reads as words, neutral. */
export function stateWords<K extends StateKind>(kind: K, value: StateValue<K> | string): Words {
  const table = STATE_WORDS[kind] as Record<string, Words>;
  return Object.hasOwn(table, value) ? table[value]! : { label: humanize(value), tone: "neutral" };
}

export const stateLabel = <K extends StateKind>(kind: K, value: StateValue<K> | string): string =>
  stateWords(kind, value).label;

/** "an admin", "a manager": a role inside a sentence ("You are a manager."). */
export function roleInSentence(role: string): string {
  const word = stateLabel("role", role).toLowerCase();
  return `${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`;
}
