import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which addresses a webhook may reach, decided by ipaddr.js's named special-purpose ranges
 * rather than a hand-kept table. Only ordinary unicast is allowed: every named IPv4 range
 * (unspecified, broadcast, multicast, link-local — cloud metadata lives at 169.254.169.254 —
 * loopback, carrier-grade NAT, private, reserved, AS112, AMT) is refused, and so is every
 * named IPv6 range, including the forms that carry an IPv4 address a translator would reach:
 * SIIT (::ffff:0:0/96), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo
 * (2001::/32). An IPv4-mapped address (::ffff:a.b.c.d) is judged as the IPv4 address it is.
 * IPv6 must also lie in the global unicast block 2000::/3, which leaves out the deprecated
 * IPv4-compatible ::a.b.c.d and every block IANA has not handed out.
 */
const ALLOWED_RANGE = "unicast";
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/** The address's ipaddr.js range name, judged as IPv4 when it is an IPv4-mapped IPv6 one. */
export function addressRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, "");
  // Node's own parser first: it refuses the shorthand forms ("127.1", "0x7f.0.0.1") that
  // ipaddr.js would read as addresses.
  if (isIP(bare) === 0) return null;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) {
    const range = parsed.range();
    return range === ALLOWED_RANGE ? "outsideGlobalUnicast" : range;
  }
  return parsed.range();
}

/** True when `address` (an IP literal) is one a webhook must not reach. */
export function isBlockedAddress(address: string): boolean {
  return addressRange(address) !== ALLOWED_RANGE;
}

/** Host names that always mean this machine, refused without a lookup. */
const LOCAL_NAMES =
  /^(localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)\.?$|\.localhost\.?$/i;

/**
 * The reason a webhook URL is refused at registration, or null when it is acceptable: plain
 * http, and IP literals or local names in the blocked ranges, unless private targets are
 * allowed. Names are resolved and checked again on every connection.
 */
export function urlRefusal(value: string, allowPrivateTargets: boolean): string | null {
  const url = new URL(value);
  if (allowPrivateTargets) return null;
  if (url.protocol !== "https:") return "Use an https:// address; plain http is not allowed.";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if ((isIP(host) && isBlockedAddress(host)) || LOCAL_NAMES.test(host)) {
    return "The address points at a private, loopback or link-local network; use a public address.";
  }
  return null;
}
