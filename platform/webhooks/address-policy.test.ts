import { describe, expect, it } from "vitest";
import { addressRange, isBlockedAddress, urlRefusal } from "./address-policy";

describe("blocked addresses", () => {
  // One address (or more) inside every range the policy refuses, with the range named.
  it.each([
    ["unspecified", "0.0.0.0"],
    ["unspecified", "0.1.2.3"],
    ["broadcast", "255.255.255.255"],
    ["multicast", "224.0.0.1"],
    ["linkLocal", "169.254.169.254"],
    ["loopback", "127.0.0.1"],
    ["loopback", "127.255.0.9"],
    ["carrierGradeNat", "100.100.100.200"],
    ["private", "10.0.0.1"],
    ["private", "10.200.3.4"],
    ["private", "172.16.0.1"],
    ["private", "172.31.255.255"],
    ["private", "192.168.1.10"],
    ["reserved", "192.0.0.8"],
    ["reserved", "192.0.2.1"],
    ["reserved", "192.88.99.1"],
    ["reserved", "198.18.0.1"],
    ["reserved", "198.51.100.7"],
    ["reserved", "203.0.113.9"],
    ["reserved", "240.0.0.1"],
    ["as112", "192.175.48.1"],
    ["amt", "192.52.193.1"],
    ["unspecified", "::"],
    ["loopback", "::1"],
    ["loopback", "[::1]"],
    ["uniqueLocal", "fc00::1"],
    ["uniqueLocal", "fd00:ec2::254"],
    ["linkLocal", "fe80::1"],
    ["linkLocal", "fe80::1%eth0"],
    ["deprecatedSiteLocal", "fec0::1"],
    ["multicast", "ff02::1"],
    ["discard", "100::1"],
    // IPv4-mapped forms are judged as the IPv4 address they carry.
    ["loopback", "::ffff:127.0.0.1"],
    ["loopback", "::ffff:7f00:1"],
    ["private", "::ffff:10.0.0.1"],
    ["linkLocal", "::ffff:169.254.169.254"],
    // Translated and tunnelled forms that embed an IPv4 address: refused whatever they carry.
    ["rfc6145", "::ffff:0:7f00:1"],
    ["rfc6145", "::ffff:0:808:808"],
    ["rfc6052", "64:ff9b::a9fe:a9fe"],
    ["rfc6052", "64:ff9b::808:808"],
    ["rfc6052", "64:ff9b:1::7f00:1"],
    ["6to4", "2002:7f00:1::1"],
    ["6to4", "2002:808:808::1"],
    ["teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
    ["teredo", "2001::1"],
    ["benchmarking", "2001:2::1"],
    ["amt", "2001:3::1"],
    ["as112v6", "2001:4:112::1"],
    ["deprecatedOrchid", "2001:10::1"],
    ["orchid2", "2001:20::1"],
    ["droneRemoteIdProtocolEntityTags", "2001:30::1"],
    ["reserved", "2001:db8::1"],
    ["reserved", "3fff::1"],
    ["segmentRouting", "5f00::1"],
    // Deprecated IPv4-compatible and unassigned IPv6 space: outside 2000::/3.
    ["outsideGlobalUnicast", "::7f00:1"],
    ["outsideGlobalUnicast", "4000::1"],
  ])("refuses %s: %s", (range, address) => {
    expect(addressRange(address)).toBe(range);
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(["not an address", "127.1", "0x7f.0.0.1", "017700000001", ""])(
    "refuses %j, which is no address in canonical form",
    (address) => {
      expect(isBlockedAddress(address)).toBe(true);
    },
  );

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.63.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82a::200e",
    "::ffff:8.8.8.8",
  ])("allows %s", (address) => {
    expect(addressRange(address)).toBe("unicast");
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe("registration check of a URL", () => {
  it.each([
    ["http://example.com/hook", /https/],
    ["https://127.0.0.1/hook", /private/],
    ["https://[::1]/hook", /private/],
    ["https://[::ffff:0:7f00:1]/hook", /private/],
    ["https://[64:ff9b:1::a9fe:a9fe]/hook", /private/],
    ["https://[2002:a00:1::1]/hook", /private/],
    ["https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook", /private/],
    ["https://169.254.169.254/latest/meta-data", /private/],
    ["https://10.1.2.3/hook", /private/],
    ["https://192.168.0.5/hook", /private/],
    ["https://localhost:8443/hook", /private/],
    ["https://api.localhost/hook", /private/],
  ])("refuses %s", (url, reason) => {
    expect(urlRefusal(url, false)).toMatch(reason);
  });

  it("accepts public https, and anything with private targets allowed", () => {
    expect(urlRefusal("https://hooks.example.com/in", false)).toBeNull();
    expect(urlRefusal("https://93.184.216.34/in", false)).toBeNull();
    expect(urlRefusal("http://127.0.0.1:4010/dev/receiver/x", true)).toBeNull();
  });
});
