import ipaddr from "ipaddr.js";

type Matcher = (address: string) => boolean;
const matchers = new Map<string, Matcher>();

/** The address in canonical form (IPv4-mapped IPv6 as IPv4), or undefined when it is none. */
function normalize(address: string | undefined): string | undefined {
  const trimmed = address?.trim() ?? "";
  return ipaddr.isValid(trimmed) ? ipaddr.process(trimmed).toString() : undefined;
}

/** Whether an address lies in one of `ranges` (addresses or CIDR ranges, IPv4 or IPv6). */
function trustedMatcher(ranges: readonly string[]): Matcher {
  const cacheKey = ranges.join(",");
  let matcher = matchers.get(cacheKey);
  if (matcher) return matcher;
  const parsed = ranges.map((range): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
    if (ipaddr.isValidCIDR(range)) return ipaddr.parseCIDR(range);
    const address = ipaddr.process(range);
    return [address, address.kind() === "ipv4" ? 32 : 128];
  });
  matcher = (address) => {
    const normal = normalize(address);
    if (!normal) return false;
    const ip = ipaddr.process(normal);
    return parsed.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
  };
  matchers.set(cacheKey, matcher);
  return matcher;
}

/** Whether every entry is an address or a CIDR range. */
export function validAddressRanges(ranges: readonly string[]): boolean {
  return ranges.every((r) => ipaddr.isValidCIDR(r) || ipaddr.isValid(r));
}

/**
 * The client behind a connection from `peer`. X-Forwarded-For is believed only when the peer
 * is a trusted proxy, and then read from the right past every trusted hop; anyone else who
 * sends it is taken at their own socket address, so a direct caller cannot pose as others.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const trusted = trustedMatcher(trustedProxies);
  let client = normalize(peer) ?? peer;
  if (!trusted(peer)) return client;
  const hops = (forwardedFor ?? "").split(",").map(normalize);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (!hop) break;
    client = hop;
    if (!trusted(hop)) break;
  }
  return client;
}
