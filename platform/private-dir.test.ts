import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makePrivateDir } from "./private-dir";

const mode = (path: string) => statSync(path).mode & 0o777;

describe("makePrivateDir", () => {
  it("makes a new folder 0700", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "private-")), "data", "nested");
    makePrivateDir(dir);
    expect(mode(dir)).toBe(0o700);
  });

  it("closes an existing folder and everything in it: folders 0700, files 0600", () => {
    const dir = mkdtempSync(join(tmpdir(), "private-"));
    const outside = join(mkdtempSync(join(tmpdir(), "outside-")), "file");
    writeFileSync(outside, "x", { mode: 0o644 });
    mkdirSync(join(dir, "base", "1"), { recursive: true, mode: 0o777 });
    writeFileSync(join(dir, "console-secrets.json"), "{}", { mode: 0o666 });
    writeFileSync(join(dir, "base", "1", "112"), "", { mode: 0o666 });
    writeFileSync(join(dir, "read-only"), "", { mode: 0o444 });
    symlinkSync(outside, join(dir, "link"));
    chmodSync(dir, 0o777);
    chmodSync(join(dir, "base"), 0o755);
    chmodSync(join(dir, "console-secrets.json"), 0o666);
    chmodSync(join(dir, "base", "1", "112"), 0o666);

    makePrivateDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, "base"))).toBe(0o700);
    expect(mode(join(dir, "base", "1"))).toBe(0o700);
    expect(mode(join(dir, "console-secrets.json"))).toBe(0o600);
    expect(mode(join(dir, "base", "1", "112"))).toBe(0o600);
    expect(mode(join(dir, "read-only"))).toBe(0o400);
    // A link is not followed out of the folder.
    expect(mode(outside)).toBe(0o644);
  });
});
