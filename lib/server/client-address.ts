import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { resolveClientAddress, validAddressRanges } from "@/contract/forwarded-for";

/**
 * Where the console notes the browser's address for the platform's sign-in limits. Next fills
 * X-Forwarded-For from the socket only when a request does not bring one, so a browser could
 * name any address there; this header is written for every request from the socket itself.
 */
export const CLIENT_ADDRESS_HEADER = "x-console-client-address";

let recording = false;

/**
 * Stamps every incoming request with its client's address before Next reads it. The browser's
 * own X-Forwarded-For counts only when the console is told it sits behind a proxy
 * (`CONSOLE_TRUSTED_PROXIES`, addresses or CIDR ranges).
 */
export function recordClientAddresses(env: Record<string, string | undefined> = process.env): void {
  const trusted = (env.CONSOLE_TRUSTED_PROXIES ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!validAddressRanges(trusted)) {
    throw new Error(
      "CONSOLE_TRUSTED_PROXIES must list IP addresses or CIDR ranges, comma-separated.",
    );
  }
  if (recording) return;
  recording = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const forwarded = request.headers["x-forwarded-for"];
    request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
      socket.remoteAddress ?? "",
      Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
      trusted,
    );
  });
}
