import { afterEach, describe, expect, it, vi } from "vitest";
import { memberKey } from "./member-key";
import type { ConsoleSession, SessionData } from "./session";
import { TEST_CONFIG } from "./test-fixtures";

const config = TEST_CONFIG;

/** The platform issues a key for the member whose token the console presents. */
function stubIssue(memberId: string) {
  const fetchMock = vi.fn(async () =>
    Response.json(
      { key: `sk_live_of_${memberId}`, member_id: memberId, expires_at: "2999-01-01T00:00:00Z" },
      { status: 201 },
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sessionOf(data: SessionData) {
  const session = { ...data, save: vi.fn(async () => {}), destroy: vi.fn() };
  return session as unknown as ConsoleSession & {
    save: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
  };
}

describe("memberKey: a key acts only for the member it was issued for", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the sealed key of the session's own member without asking", async () => {
    const fetchMock = stubIssue("mem_b");
    const session = sessionOf({ memberId: "mem_b", apiKey: "sk_live_b", apiKeyMemberId: "mem_b" });
    expect(await memberKey(config, session, "tok_b")).toEqual({ ok: true, key: "sk_live_b" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never sends a key sealed for another member: it asks for the session member's own", async () => {
    const fetchMock = stubIssue("mem_b");
    const session = sessionOf({ memberId: "mem_b", apiKey: "sk_live_a", apiKeyMemberId: "mem_a" });
    expect(await memberKey(config, session, "tok_b")).toEqual({
      ok: true,
      key: "sk_live_of_mem_b",
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(session).toMatchObject({ apiKey: "sk_live_of_mem_b", apiKeyMemberId: "mem_b" });
  });

  it("never sends a key whose member is unknown", async () => {
    stubIssue("mem_b");
    const session = sessionOf({ memberId: "mem_b", apiKey: "sk_live_unbound" });
    const key = await memberKey(config, session, "tok_b");
    expect(key).toEqual({ ok: true, key: "sk_live_of_mem_b" });
  });

  it("a session sealed before keys were bound learns its member from the key for its own token", async () => {
    stubIssue("mem_a");
    const session = sessionOf({ token: "tok_a", apiKey: "sk_live_someone" });
    expect(await memberKey(config, session, "tok_a")).toEqual({
      ok: true,
      key: "sk_live_of_mem_a",
    });
    expect(session).toMatchObject({ memberId: "mem_a", apiKeyMemberId: "mem_a" });
  });

  it("ends the session rather than keep a key the platform issued for someone else", async () => {
    stubIssue("mem_a");
    const session = sessionOf({ memberId: "mem_b" });
    const key = await memberKey(config, session, "tok_b");
    expect(key.ok).toBe(false);
    if (!key.ok) {
      expect(key.response.status).toBe(401);
      expect(key.sessionEnded).toBe(true);
    }
    expect(session.destroy).toHaveBeenCalled();
    expect(session.apiKey).toBeUndefined();
  });
});
