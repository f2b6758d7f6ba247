import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  currentConsoleKey,
  rereadConsoleKey,
  resetConsoleKeyStore,
  switchConsoleKey,
} from "./console-key-store";

const dir = () => mkdtempSync(join(tmpdir(), "console-key-"));

describe("the console's key store", () => {
  afterEach(() => resetConsoleKeyStore());

  it("takes the key from OUTREACH_API_KEY_FILE over OUTREACH_API_KEY, JSON or bare", () => {
    const json = join(dir(), "console-secrets.json");
    writeFileSync(json, JSON.stringify({ apiKey: "sk_live_fromjson", sessionSecret: "s" }));
    expect(
      currentConsoleKey({ OUTREACH_API_KEY_FILE: json, OUTREACH_API_KEY: "sk_live_env" }),
    ).toBe("sk_live_fromjson");
    const bare = join(dir(), "key");
    writeFileSync(bare, "sk_live_bare\n");
    expect(currentConsoleKey({ OUTREACH_API_KEY_FILE: bare })).toBe("sk_live_bare");
    expect(currentConsoleKey({ OUTREACH_API_KEY: " sk_live_env " })).toBe("sk_live_env");
    expect(currentConsoleKey({ OUTREACH_API_KEY_FILE: join(dir(), "missing") })).toBe("");
  });

  it("reads the file again when it changes, so an operator can swap the key without a restart", () => {
    const file = join(dir(), "key");
    writeFileSync(file, "sk_live_one");
    expect(currentConsoleKey({ OUTREACH_API_KEY_FILE: file })).toBe("sk_live_one");
    writeFileSync(file, "sk_live_two_longer");
    expect(currentConsoleKey({ OUTREACH_API_KEY_FILE: file })).toBe("sk_live_two_longer");
  });

  it("sees a new key of the same length copied over with the old file's time", () => {
    const file = join(dir(), "key");
    writeFileSync(file, "sk_live_aaaa");
    const at = new Date("2026-01-01T00:00:00Z");
    utimesSync(file, at, at);
    const before = statSync(file);
    const env = { OUTREACH_API_KEY_FILE: file };
    expect(currentConsoleKey(env)).toBe("sk_live_aaaa");
    // As `cp -p` or `rsync -t` from another host leaves it: same size, same modification time.
    writeFileSync(file, "sk_live_bbbb");
    utimesSync(file, at, at);
    expect(statSync(file)).toMatchObject({ size: before.size, mtimeMs: before.mtimeMs });
    expect(currentConsoleKey(env)).toBe("sk_live_bbbb");
  });

  it("after a refusal, reads the file again and offers another key only if it holds one", () => {
    const file = join(dir(), "console-secrets.json");
    writeFileSync(file, JSON.stringify({ apiKey: "sk_live_first", sessionSecret: "s" }));
    const env = { OUTREACH_API_KEY_FILE: file };
    expect(currentConsoleKey(env)).toBe("sk_live_first");
    expect(rereadConsoleKey("sk_live_first", env)).toBeNull();
    // Another console instance rolled the key and wrote the file they share.
    writeFileSync(file, JSON.stringify({ apiKey: "sk_live_second", sessionSecret: "s" }));
    expect(rereadConsoleKey("sk_live_first", env)).toBe("sk_live_second");
    expect(rereadConsoleKey("sk_live_second", env)).toBeNull();
    // Without a file nothing else can turn up.
    expect(rereadConsoleKey("sk_live_env", { OUTREACH_API_KEY: "sk_live_env" })).toBeNull();
  });

  it("a roll switches at once and is written to the file, private, keeping the other fields", () => {
    const file = join(dir(), "console-secrets.json");
    writeFileSync(file, JSON.stringify({ apiKey: "sk_live_old", sessionSecret: "keep" }), {
      mode: 0o644,
    });
    const env = { OUTREACH_API_KEY_FILE: file };
    expect(switchConsoleKey("sk_live_old", "sk_live_new", env)).toBe(true);
    expect(currentConsoleKey(env)).toBe("sk_live_new");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      apiKey: "sk_live_new",
      sessionSecret: "keep",
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("without a file the switch holds in this process only, and says so", () => {
    const env = { OUTREACH_API_KEY: "sk_live_old" };
    expect(switchConsoleKey("sk_live_old", "sk_live_new", env)).toBe(false);
    expect(currentConsoleKey(env)).toBe("sk_live_new");
    // A second roll replaces the first.
    expect(switchConsoleKey("sk_live_new", "sk_live_third", env)).toBe(false);
    expect(currentConsoleKey(env)).toBe("sk_live_third");
    // An operator who sets another key wins over the switch.
    expect(currentConsoleKey({ OUTREACH_API_KEY: "sk_live_operator" })).toBe("sk_live_operator");
  });
});
