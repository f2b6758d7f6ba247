import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleAtLeast } from "../../contract/roles";
import { ERRORS } from "../http/errors";
import { createTestPlatform, type TestPlatform } from "../testing/harness";
import { CONSOLE_WRITE_ROLES } from "./console-roles";

/**
 * Every console write, asked by each member below the role it needs with a body it would refuse
 * anyway: the 403 that names the role, never a 422 that describes the body.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const PREFIX = "/api/v1/console";
/**
 * The console writes that need no role: signing in and out, the console's own session keys,
 * and an invitation's preview and acceptance (no session: the link's token is the credential).
 */
const OPEN = [
  "POST /sessions",
  "DELETE /sessions/current",
  "POST /session-key",
  "POST /invitations/preview",
  "POST /invitations/accept",
];

function consoleWrites() {
  return t.app.routes
    .filter((r) => r.path.startsWith(`${PREFIX}/`) && !["GET", "ALL"].includes(r.method))
    .map((r) => {
      const path = r.path.slice(PREFIX.length);
      const concrete = path.replace(/:\w+/g, "x_1");
      const rule = CONSOLE_WRITE_ROLES.find((w) => w.method === r.method && w.path.test(concrete));
      return { method: r.method, path, concrete, rule };
    });
}

describe("console writes check the role before the request", () => {
  it("every console write is in the role table or open to every member", () => {
    const writes = consoleWrites();
    expect(writes.length).toBeGreaterThanOrEqual(9);
    for (const w of writes) {
      expect(
        w.rule !== undefined || OPEN.includes(`${w.method} ${w.path}`),
        `${w.method} ${w.path}`,
      ).toBe(true);
    }
  });

  it("answers a member below the role 403 with its sentence, whatever the body", async () => {
    const garbage = { label: ["x"], scopes: 7, role: {}, name: null, filters: "x", deleted: 3 };
    let checked = 0;
    for (const { email, role, workspace } of t.members) {
      if (workspace !== "acme") continue;
      const session = await t.signIn(email);
      for (const { method, concrete, rule } of consoleWrites()) {
        if (!rule || roleAtLeast(role, rule.role)) continue;
        const res = await t.request(method, `${PREFIX}${concrete}`, { session, body: garbage });
        expect(res.status, `${role}: ${method} ${concrete}`).toBe(403);
        expect(await res.json()).toEqual({ detail: ERRORS[rule.code][1] });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
