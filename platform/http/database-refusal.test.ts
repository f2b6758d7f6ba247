import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { newId, randomBase62 } from "../ids";
import { createTestPlatform, type TestPlatform } from "../testing/harness";

/**
 * The database's refusals of racing or slow requests, over HTTP, each produced for real on
 * Postgres: requests that race each other, and another connection that holds row locks in
 * the way, as another instance's transaction would. That connection only ever takes locks:
 * every write is the platform's own. PGlite runs one statement at a time on one connection,
 * so none of these races can happen there.
 *
 * - a unique violation (two accepts of one address) and a foreign key violation (a search
 *   saved for a list being deleted) are 409s with a sentence;
 * - a deadlock is retried inside, so the request succeeds; when every attempt deadlocks, or
 *   the request's one transaction also keeps its Idempotency-Key response, a 503 with
 *   Retry-After that nothing kept;
 * - a statement time-out and a lock time-out are 503s with Retry-After.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const P = "/api/v1/public";
const C = "/api/v1/console";
const PASSWORD = "a long enough password";

const CONTENTION = {
  detail:
    "Other requests were changing the same records at the same moment, so this one could not finish; retry after the Retry-After interval.",
};
const TIMEOUT = {
  detail:
    "The database took too long to answer this request; retry after the Retry-After interval.",
};

describe.skipIf(!onPostgres)("database refusals over HTTP (Postgres)", () => {
  let t: TestPlatform;
  let key: string;
  let admin: postgres.Sql;

  beforeAll(async () => {
    t = await createTestPlatform();
    ({ key } = await t.createKey("owner@acme.test", { scopes: ["read", "write"] }));
    admin = postgres(t.databaseUrl!, { max: 3, onnotice: () => {} });
  });
  afterAll(async () => {
    await admin?.end({ timeout: 5 });
    await t?.close();
  });

  /**
   * Another transaction, on a connection of its own, holding the rows `lockSql` locks. It
   * never detects a deadlock first (a long deadlock_timeout), so in a deadlock with it the
   * platform's transaction is the one Postgres refuses.
   */
  async function holdLocks(lockSql: string, params: string[]) {
    const conn = await admin.reserve();
    await conn`set deadlock_timeout = '60s'`;
    const [{ pid }] = (await conn`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
    await conn`begin`;
    await conn.unsafe(lockSql, params);
    const end = async (how: "commit" | "rollback") => {
      await conn.unsafe(how);
      conn.release();
    };
    return {
      /** Waits until `n` other sessions of the database wait for a lock. */
      async waiters(n: number) {
        for (let waited = 0; ; waited += 20) {
          const [{ count }] = (await admin`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and pid <> ${pid}`) as unknown as [{ count: number }];
          if (count >= n) return;
          if (waited > 15_000) throw new Error(`expected ${n} sessions waiting for a lock`);
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      /**
       * Takes the rows of `otherSql` too, which the platform's waiting transaction holds:
       * a deadlock, which Postgres settles by refusing the platform's transaction. Then lets
       * them go again, keeping the first rows.
       */
      async deadlock(otherSql: string, otherParams: string[]) {
        await conn`savepoint deadlock`;
        await conn.unsafe(otherSql, otherParams);
        await conn`rollback to savepoint deadlock`;
      },
      commit: () => end("commit"),
      rollback: () => end("rollback"),
    };
  }

  async function json(res: Response) {
    return {
      status: res.status,
      body: await res.json(),
      retryAfter: res.headers.get("Retry-After"),
    };
  }

  describe("a unique violation", () => {
    it("two invitations of one address, accepted at once: one account is made, the other accept is a 409 with a sentence", async () => {
      const email = `both-${Date.now()}@example.test`;
      const tokens = [];
      for (const owner of ["owner@acme.test", "owner@globex.test"]) {
        const res = await t.request("POST", `${C}/invitations`, {
          session: await t.signIn(owner),
          body: { email, role: "member" },
        });
        expect(res.status).toBe(201);
        tokens.push(((await res.json()) as { token: string }).token);
      }
      // Both accepts check that no member has the address before either has made one: the
      // first waits at its workspace's row (its new member's foreign key), the second at the
      // first's new address in the unique index.
      const held = await holdLocks(
        "select 1 from workspaces where slug in ('acme', 'globex') for update",
        [],
      );
      const accepts = Promise.all(
        tokens.map((token) =>
          t.request("POST", `${C}/invitations/accept`, {
            body: { token, name: "Both Places", password: PASSWORD },
          }),
        ),
      );
      await held.waiters(2);
      await held.commit();
      const answers = await Promise.all((await accepts).map(json));

      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)).toEqual({
        status: 409,
        body: {
          detail:
            "Another request wrote a conflicting record at the same moment; reload, then retry if the change is still needed.",
        },
        retryAfter: null,
      });
      const made = await admin`select count(*)::int as n from members where email = ${email}`;
      expect(made[0]!.n).toBe(1);
    });
  });

  describe("a foreign key violation", () => {
    it("a search saved for a list while the list is deleted: the deletion wins, the save is a 409 with a sentence", async () => {
      const created = await t.request("POST", `${P}/lead-lists`, {
        key,
        body: { name: "Deleted while saved" },
      });
      expect(created.status).toBe(201);
      const listId = ((await created.json()) as { id: string }).id;
      const leadId = newId("lead");
      await admin`insert into leads (id, workspace_id, lead_list_id, first_name, last_name, email)
        values (${leadId}, ${await t.workspaceId("acme")}, ${listId}, 'Held', 'Lead',
          'held@example.test')`;
      const manager = await t.signIn("manager@acme.test");

      // The deletion locks the list, then waits for a lead held elsewhere.
      const held = await holdLocks("select 1 from leads where id = $1 for update", [leadId]);
      const deleting = t.request("DELETE", `${P}/lead-lists/${listId}`, { key });
      await held.waiters(1);
      // The save finds the list, then its reference to it waits for the deletion.
      const saving = t.request("POST", `${C}/saved-searches`, {
        session: manager,
        body: {
          name: "Saved for a deleted list",
          lead_list_id: listId,
          filters: { job_level: ["vp"] },
          page_size: 10,
          auto_enrich: false,
        },
      });
      await held.waiters(2);
      await held.commit();

      expect((await deleting).status).toBe(204);
      expect(await json(await saving)).toEqual({
        status: 409,
        body: {
          detail:
            "A record this request depends on was deleted or changed by another request at the same moment; reload, then retry if the change is still needed.",
        },
        retryAfter: null,
      });
      const saved =
        await admin`select count(*)::int as n from saved_searches where name = 'Saved for a deleted list'`;
      expect(saved[0]!.n).toBe(0);
    });
  });

  describe("a deadlock", () => {
    /**
     * A campaign moved into a folder: the update locks the campaign, then its reference to
     * the folder waits for the folder, held elsewhere; that holder then asks for the
     * campaign, `rounds` times.
     */
    async function moveIntoFolderDeadlocking(rounds: number, headers: Record<string, string> = {}) {
      const folder = await t.request("POST", `${P}/campaign-folders`, {
        key,
        body: { name: `Folder ${randomBase62(8)}` },
      });
      const folderId = ((await folder.json()) as { id: string }).id;
      const campaign = await t.request("POST", `${P}/campaigns`, {
        key,
        body: { name: `Campaign ${randomBase62(8)}` },
      });
      const campaignId = ((await campaign.json()) as { id: string }).id;
      const move = () =>
        t.request("PATCH", `${P}/campaigns/${campaignId}`, {
          key,
          headers,
          body: { folder_id: folderId },
        });

      const held = await holdLocks("select 1 from campaign_folders where id = $1 for update", [
        folderId,
      ]);
      const moving = move();
      for (let round = 0; round < rounds; round++) {
        await held.waiters(1);
        await held.deadlock("select 1 from campaigns where id = $1 for update", [campaignId]);
      }
      await held.rollback();
      const folderOf = async () =>
        (
          (await (await t.request("GET", `${P}/campaigns/${campaignId}`, { key })).json()) as {
            folder_id: string | null;
          }
        ).folder_id;
      return { answer: await moving, folderId, folderOf, move };
    }

    it("is retried inside: the request succeeds as if nothing had happened", async () => {
      const { answer, folderId, folderOf } = await moveIntoFolderDeadlocking(1);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { folder_id: string }).folder_id).toBe(folderId);
      expect(await folderOf()).toBe(folderId);
    });

    it("on every attempt: a 503 with Retry-After, and nothing written", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const { answer, folderOf } = await moveIntoFolderDeadlocking(3);
      expect(await json(answer)).toEqual({ status: 503, body: CONTENTION, retryAfter: "1" });
      expect(warn).toHaveBeenCalledWith(
        "[database] a transaction was refused 3 times (40P01); giving up.",
      );
      warn.mockRestore();
      expect(await folderOf()).toBeNull();
    });

    it("with an Idempotency-Key: a 503 with Retry-After that is not kept; the retry with the key runs afresh", async () => {
      // The request and its kept response are one transaction, which cannot run the route
      // twice: the deadlock is answered at once, and the key is free again.
      const headers = { "Idempotency-Key": `deadlock-${randomBase62(8)}` };
      const { answer, folderId, folderOf, move } = await moveIntoFolderDeadlocking(1, headers);
      expect(await json(answer)).toEqual({ status: 503, body: CONTENTION, retryAfter: "1" });
      expect(await folderOf()).toBeNull();

      const retried = await move();
      expect(retried.status).toBe(200);
      expect(retried.headers.get("Idempotent-Replayed")).toBeNull();
      expect(((await retried.json()) as { folder_id: string }).folder_id).toBe(folderId);
      const replayed = await move();
      expect(replayed.status).toBe(200);
      expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    });
  });

  describe("time-outs", () => {
    /** A second platform instance on the same database, its connections opened at `url`. */
    async function instance(opts: { url: string; statementTimeoutMs?: number }) {
      const database = await openDatabase({
        databaseUrl: opts.url,
        statementTimeoutMs: opts.statementTimeoutMs,
      });
      return { database, app: createApp({ ...t.deps, db: database.db }) };
    }

    async function updateHeldLead(other: {
      database: Database;
      app: ReturnType<typeof createApp>;
    }) {
      const listId = newId("ll");
      const leadId = newId("lead");
      const workspaceId = await t.workspaceId("acme");
      await admin`insert into lead_lists (id, workspace_id, name, description)
        values (${listId}, ${workspaceId}, 'Time-outs', '')`;
      await admin`insert into leads (id, workspace_id, lead_list_id, first_name, last_name, email)
        values (${leadId}, ${workspaceId}, ${listId}, 'Locked', 'Lead', 'locked@example.test')`;
      const held = await holdLocks("select 1 from leads where id = $1 for update", [leadId]);
      try {
        const res = await other.app.request(`${P}/leads/${leadId}`, {
          method: "PATCH",
          headers: { "x-api-key": key, "content-type": "application/json" },
          body: JSON.stringify({ status: "contacted" }),
        });
        return { answer: await json(res), leadId };
      } finally {
        await held.rollback();
        await other.database.close();
      }
    }

    it("a statement that outlasts DATABASE_STATEMENT_TIMEOUT_MS, waiting for a held row: a 503 with Retry-After", async () => {
      const other = await instance({ url: t.databaseUrl!, statementTimeoutMs: 400 });
      const { answer, leadId } = await updateHeldLead(other);
      expect(answer).toEqual({ status: 503, body: TIMEOUT, retryAfter: "5" });
      const [lead] = await admin`select status from leads where id = ${leadId}`;
      expect(lead!.status).toBe("new");
    });

    it("a lock wait beyond the database's lock_timeout: a 503 with Retry-After", async () => {
      const url = new URL(t.databaseUrl!);
      url.searchParams.set("lock_timeout", "300");
      const other = await instance({ url: url.toString() });
      const { answer, leadId } = await updateHeldLead(other);
      expect(answer).toEqual({ status: 503, body: TIMEOUT, retryAfter: "5" });
      const [lead] = await admin`select status from leads where id = ${leadId}`;
      expect(lead!.status).toBe("new");
    });
  });
});
