import { createParser, createSerializer } from "nuqs";
import { ACCOUNT_CHANNELS, type AccountChannel } from "@/contract/connected-accounts";
import { pageParam } from "@/lib/url-state/list-params";

/**
 * One channel or none; `sms_voice`, the earlier name of `phone` that the platform still
 * accepts, reads as `phone`, so an old link still shows the numbers.
 */
export const accountChannelParam = createParser<AccountChannel | "">({
  parse: (value) =>
    value === "sms_voice"
      ? "phone"
      : (ACCOUNT_CHANNELS as readonly string[]).includes(value)
        ? (value as AccountChannel)
        : null,
  serialize: (channel) => channel,
}).withDefault("");

/** The connected accounts page's address: `?channel=phone&page=2`; defaults are left out. */
export const ACCOUNT_PARAMS = { channel: accountChannelParam, page: pageParam };

const serialize = createSerializer(ACCOUNT_PARAMS);

export function connectedAccountsHref(view: { channel?: AccountChannel | ""; page?: number }) {
  return serialize("/connected-accounts", view);
}
