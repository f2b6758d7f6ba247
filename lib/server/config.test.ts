import { describe, expect, it } from "vitest";
import { ConsoleConfigError, readConsoleConfig } from "./config";

const good = { OUTREACH_API_KEY: "sk_live_x", SESSION_SECRET: "s".repeat(32) };

describe("readConsoleConfig", () => {
  it("defaults the platform to 127.0.0.1 on PLATFORM_PORT", () => {
    expect(readConsoleConfig({ ...good, PLATFORM_PORT: "4110" }).apiBaseUrl).toBe(
      "http://127.0.0.1:4110",
    );
    expect(readConsoleConfig(good).apiBaseUrl).toBe("http://127.0.0.1:4010");
  });
  it("requires OUTREACH_API_KEY with a sentence the operator can act on", () => {
    expect(() => readConsoleConfig({ SESSION_SECRET: good.SESSION_SECRET })).toThrow(
      /OUTREACH_API_KEY is not set/,
    );
  });
  it("requires a SESSION_SECRET of at least 32 characters", () => {
    expect(() => readConsoleConfig({ ...good, SESSION_SECRET: "short" })).toThrow(
      ConsoleConfigError,
    );
  });
  it("never puts the key's value in its error", () => {
    try {
      readConsoleConfig({ OUTREACH_API_KEY: "sk_live_secret", SESSION_SECRET: "short" });
    } catch (err) {
      expect(String(err)).not.toContain("sk_live_secret");
    }
  });
  it("reads the console's origins from CONSOLE_ORIGINS, and refuses a bad one in words", () => {
    expect(readConsoleConfig({ ...good, CONSOLE_ORIGINS: "https://c.example" }).origins).toEqual([
      "https://c.example",
    ]);
    expect(readConsoleConfig({ ...good, PORT: "3600" }).origins).toContain("http://127.0.0.1:3600");
    expect(() => readConsoleConfig({ ...good, CONSOLE_ORIGINS: "c.example" })).toThrow(
      /CONSOLE_ORIGINS holds "c.example"/,
    );
  });
});
