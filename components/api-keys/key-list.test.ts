import { describe, expect, it } from "vitest";
import type { ApiKey } from "@/contract/api-keys";
import { formatDateTime } from "@/lib/format";
import {
  countByState,
  GRACE_CHOICES,
  maskedKey,
  revealedKeyNotice,
  rollNote,
  scopeSummary,
  visibleKeys,
} from "./key-list";

function key(id: string, overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id,
    label: id,
    environment: "live",
    start: "sk_live_",
    last4: "Wx9z",
    scopes: ["read"],
    state: "active",
    creator: null,
    created_at: "2026-01-01T00:00:00Z",
    expires_at: null,
    revoked_at: null,
    last_used_at: null,
    replaced_by: null,
    access: { status: "ok", detail: "" },
    ...overrides,
  };
}

const keys = [
  key("beta", { created_at: "2026-01-02T00:00:00Z", last_used_at: "2026-02-01T00:00:00Z" }),
  key("Alpha", { state: "revoked", expires_at: "2026-06-01T00:00:00Z" }),
  key("gamma", {
    created_at: "2026-01-03T00:00:00Z",
    state: "expired",
    expires_at: "2026-01-04T00:00:00Z",
  }),
];

const ids = (list: ApiKey[]) => list.map((k) => k.id);

describe("the key list", () => {
  it("masks a key to its prefix and last four characters", () => {
    expect(maskedKey(key("x"))).toBe("sk_live_…Wx9z");
  });

  it("says what the scopes grant", () => {
    expect(scopeSummary(null)).toBe("legacy: read and write");
    expect(scopeSummary(["read"])).toBe("read");
    expect(scopeSummary(["write"])).toBe("write");
    expect(scopeSummary(["write", "read"])).toBe("read and write");
    expect(scopeSummary(["*"])).toBe("read and write (*)");
    expect(scopeSummary(["all"])).toBe("read and write (all)");
  });

  it("filters by state", () => {
    expect(ids(visibleKeys(keys, "revoked", { id: "label", desc: false }))).toEqual(["Alpha"]);
    expect(countByState(keys)).toEqual({ all: 3, active: 1, refused: 0, revoked: 1, expired: 1 });
  });

  it("counts and filters a key its creator's status refuses as refused, not active", () => {
    const refused = key("refused", {
      access: { status: "creator_inactive", detail: "" },
    });
    const limited = key("limited", {
      access: { status: "creator_role_reduced", detail: "" },
    });
    const all = [...keys, refused, limited];
    expect(countByState(all)).toEqual({ all: 5, active: 2, refused: 1, revoked: 1, expired: 1 });
    const byLabel = { id: "label", desc: false } as const;
    expect(ids(visibleKeys(all, "refused", byLabel))).toEqual(["refused"]);
    expect(ids(visibleKeys(all, "active", byLabel))).toEqual(["beta", "limited"]);
    const byState = { id: "state", desc: false } as const;
    expect(ids(visibleKeys(all, "all", byState))).toEqual([
      "beta",
      "limited",
      "refused",
      "gamma",
      "Alpha",
    ]);
  });

  it("sorts by label without regard to case, and by dates with missing ones last", () => {
    expect(ids(visibleKeys(keys, "all", { id: "label", desc: false }))).toEqual([
      "Alpha",
      "beta",
      "gamma",
    ]);
    expect(ids(visibleKeys(keys, "all", { id: "created_at", desc: true }))).toEqual([
      "gamma",
      "beta",
      "Alpha",
    ]);
    for (const desc of [false, true]) {
      const sorted = visibleKeys(keys, "all", { id: "expires_at", desc });
      expect(sorted.at(-1)!.id).toBe("beta");
    }
    expect(ids(visibleKeys(keys, "all", { id: "state", desc: false }))).toEqual([
      "beta",
      "gamma",
      "Alpha",
    ]);
  });
});

describe("rolls", () => {
  const old = key("old", { last4: "AAAA", replaced_by: "new", expires_at: "2026-01-02T00:00:00Z" });
  const replacement = key("new", { last4: "BBBB" });

  it("tells the two keys of a roll apart, though they share a label", () => {
    expect(rollNote(old, [old, replacement])).toBe("Rolled: replaced by sk_live_…BBBB");
    expect(rollNote(replacement, [old, replacement])).toBe("Replaces sk_live_…AAAA");
    expect(rollNote(key("alone"), [old, replacement])).toBeNull();
    expect(rollNote(old, [old])).toBe("Rolled: replaced by a newer key");
  });

  it("says Rolled, not Created, after a roll, and when the old key stops", () => {
    expect(revealedKeyNotice(replacement)).toBe("Created “new” (sk_live_…BBBB).");
    expect(revealedKeyNotice(replacement, { masked: "sk_live_…AAAA", stopsAt: null })).toBe(
      "Rolled “new”: sk_live_…BBBB replaces sk_live_…AAAA, and it stopped working at once.",
    );
    expect(
      revealedKeyNotice(replacement, { masked: "sk_live_…AAAA", stopsAt: "2026-01-02T00:00:00Z" }),
    ).toBe(
      `Rolled “new”: sk_live_…BBBB replaces sk_live_…AAAA, and it keeps working until ${formatDateTime("2026-01-02T00:00:00Z")}.`,
    );
  });

  it("words every grace choice to follow “The old key stops working”", () => {
    expect(GRACE_CHOICES.map((c) => `The old key stops working ${c.label.toLowerCase()}`)).toEqual([
      "The old key stops working now",
      "The old key stops working in 1 hour",
      "The old key stops working in 24 hours",
      "The old key stops working in 7 days",
    ]);
  });
});
