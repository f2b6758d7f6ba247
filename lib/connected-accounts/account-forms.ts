import { z } from "zod";
import {
  CONNECTABLE_CHANNELS,
  type ConnectAccountBody,
  DAILY_LIMIT_RANGE,
  type PatchAccountBody,
} from "@/contract/connected-accounts";

/**
 * The account forms as a person fills them (a limit is typed as text); the platform checks the
 * rest (address shape, limit range, a duplicate) and its 422 lands on the field it names.
 */
const limitText = z
  .string()
  .trim()
  .regex(
    /^[0-9]{1,6}$/,
    `Write the daily limit as a whole number from ${DAILY_LIMIT_RANGE.min} to ${DAILY_LIMIT_RANGE.max}.`,
  );

export const ConnectForm = z.object({
  channel: z.enum(CONNECTABLE_CHANNELS),
  address: z.string().trim().min(1, "Give the account's address."),
  display_name: z.string().trim().min(1, "Give the name leads see as the sender."),
  daily_limit: limitText,
});
export type ConnectForm = z.infer<typeof ConnectForm>;

export const CONNECT_DEFAULTS: ConnectForm = {
  channel: "email",
  address: "",
  display_name: "",
  daily_limit: "50",
};

export function connectBody(form: ConnectForm): ConnectAccountBody {
  return { ...form, daily_limit: Number(form.daily_limit) };
}

export const EditAccountForm = z.object({
  display_name: z.string().trim().min(1, "Give the name leads see as the sender."),
  daily_limit: limitText,
});
export type EditAccountForm = z.infer<typeof EditAccountForm>;

/** Only what changed, so a save that changes nothing still sends a valid body. */
export function editBody(
  form: EditAccountForm,
  before: { display_name: string; daily_limit: number },
): PatchAccountBody {
  const limit = Number(form.daily_limit);
  const changed: PatchAccountBody = {};
  if (form.display_name !== before.display_name) changed.display_name = form.display_name;
  if (limit !== before.daily_limit) changed.daily_limit = limit;
  return Object.keys(changed).length ? changed : { daily_limit: limit };
}

/** "12 of 200 today", or the limit alone when the platform does not count the day's sends. */
export function sendsTodayText(account: { sent_today: number | null; daily_limit: number }) {
  const limit = account.daily_limit.toLocaleString("en-US");
  if (account.sent_today === null) return `Up to ${limit} a day`;
  return `${account.sent_today.toLocaleString("en-US")} of ${limit} today`;
}
