import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may never reach unless private targets are allowed: loopback, private,
 * carrier-grade NAT, link-local (cloud metadata lives at 169.254.169.254 and fd00:ec2::254),
 * unspecified, multicast, reserved and documentation ranges.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

/** The 16 bytes of an IPv6 address, or null when it is not one. */
function ipv6Bytes(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.split("%")[0]!;
  const bytes: number[] = [];
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  let tail: number[] = [];
  if (dotted) {
    tail = dotted[1]!.split(".").map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}0:0`;
  }
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const groups = (s: string | undefined) => (s ? s.split(":").filter((g) => g !== "") : []);
  const left = groups(head);
  const right = groups(rest);
  const fill = rest === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  for (const group of [...left, ...fill, ...right]) {
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  if (dotted) bytes.splice(12, 4, ...tail);
  return bytes.length === 16 ? bytes : null;
}

/** The IPv4 address carried inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 address. */
function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  if (!b) return null;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const mapped = zeros(0, 10) && b[10] === 0xff && b[11] === 0xff;
  const nat64 = b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12);
  const compatible = zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && b[15] === 1);
  return mapped || nat64 || compatible ? b.slice(12).join(".") : null;
}

/** True when `address` (an IP literal) is one a webhook must not reach. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4 !== null) return blocked.check(v4, "ipv4");
    return blocked.check(bare.split("%")[0]!, "ipv6");
  }
  return true;
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
