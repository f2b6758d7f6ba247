import { describe, expect, it } from "vitest";
import { isBlockedAddress, urlRefusal } from "./address-policy";

describe("blocked addresses", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "10.200.3.4",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "169.254.169.254",
    "100.100.100.200",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fc00::1",
    "fd00:ec2::254",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::a9fe:a9fe",
    "[::1]",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.63.255.255",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("allows %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe("registration check of a URL", () => {
  it.each([
    ["http://example.com/hook", /https/],
    ["https://127.0.0.1/hook", /private/],
    ["https://[::1]/hook", /private/],
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
