import type { WebhookSettings } from "../webhook-settings";
import type { WebhookHttpClient } from "./http-client";

/**
 * The one exception to the private-target rule: the platform's own demo receiver. Only an
 * address that is exactly `<base><name>` (the base is http://127.0.0.1:<platform port>/dev/receiver/,
 * name of letters, digits, - and _, an optional query) qualifies; anything else on loopback is
 * still refused. The URL parser has already resolved dot segments and percent-encoded dots,
 * so a path cannot climb out of /dev/receiver/ into the platform's API.
 */
const RECEIVER_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export function isBuiltInReceiverUrl(value: string, base: string | null | undefined): boolean {
  if (!base) return false;
  let url: URL;
  let root: URL;
  try {
    url = new URL(value);
    root = new URL(base);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol !== root.protocol || url.host !== root.host) return false;
  if (!url.pathname.startsWith(root.pathname)) return false;
  return RECEIVER_NAME.test(url.pathname.slice(root.pathname.length));
}

/**
 * Sends to the built-in receiver through `loopback` (a client that may reach 127.0.0.1) and
 * everything else through `guarded`, the client with every address check.
 */
export function routeBuiltInReceiver(
  settings: Pick<WebhookSettings, "builtInReceiverBase">,
  guarded: WebhookHttpClient,
  loopback: WebhookHttpClient,
): WebhookHttpClient {
  return {
    send(request) {
      const client = isBuiltInReceiverUrl(request.url, settings.builtInReceiverBase)
        ? loopback
        : guarded;
      return client.send(request);
    },
    close() {
      guarded.close();
      loopback.close();
    },
  };
}
