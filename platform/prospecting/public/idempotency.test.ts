import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Job } from "../../../contract/lead-lists";
import { ProspectSearchPreview } from "../../../contract/prospect-search";
import { creditBalance, grantCredits } from "../../credits/credits";
import { creditLedger } from "../../credits/tables";
import { IDEMPOTENCY_TTL_MS } from "../../http/idempotency-store";
import { backgroundJobsSettled } from "../../jobs/background";
import { jobs } from "../../jobs/tables";
import type { RateLimiter } from "../../rate-limit/limiter";
import { memoryRateLimiter } from "../../rate-limit/memory";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { prospectSearchPreviews } from "../tables";
import { importPath, newWorkspace, previewPath } from "./test-support";

/**
 * The enrichment limit runs after the key is claimed, inside the request's transaction, so
 * holding it open keeps a request "in flight" for as long as a test needs.
 */
function gatedLimiter(clock: () => number) {
  const inner = memoryRateLimiter(clock);
  let gate: Promise<void> | null = null;
  let open = () => {};
  let entered = () => {};
  const limiter: RateLimiter = {
    async hit(bucket, limit, windowMs) {
      if (gate && bucket.endsWith(":enrichment")) {
        entered();
        await gate;
      }
      return inner.hit(bucket, limit, windowMs);
    },
    close: () => inner.close(),
  };
  return {
    limiter,
    /** Holds enrichment checks; resolves `held` once one is waiting. */
    hold() {
      gate = new Promise<void>((resolve) => {
        open = () => {
          gate = null;
          resolve();
        };
      });
      return { held: new Promise<void>((resolve) => (entered = resolve)), release: () => open() };
    },
  };
}

let t: TestPlatform;
let gated: ReturnType<typeof gatedLimiter>;
beforeAll(async () => {
  let now = () => Date.now();
  gated = gatedLimiter(() => now());
  t = await createTestPlatform({ prospects: 300, deps: { limiter: gated.limiter } });
  now = () => t.clock.now().getTime();
});
afterAll(async () => {
  await backgroundJobsSettled();
  await t.close();
});

const post = (key: string, listId: string, body: unknown, idempotencyKey?: string) =>
  t.request("POST", previewPath(listId), {
    key,
    body,
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
  });

const previewsOf = async (workspaceId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(prospectSearchPreviews)
      .where(eq(prospectSearchPreviews.workspaceId, workspaceId))
  )[0]!.n;
const chargesOf = async (workspaceId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.workspaceId, workspaceId))
  )[0]!.n - 1; // the grant

describe("Idempotency-Key on previews", () => {
  it("replays the first response for the same request, charged once", async () => {
    const ws = await newWorkspace(t, 1000);
    const body = { filters: { job_level: ["manager"] }, page_size: 10 };
    const first = await post(ws.key, ws.listId, body, "retry-1");
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const firstText = await first.text();
    ProspectSearchPreview.parse(JSON.parse(firstText));

    // The same body with its keys in another order is the same request.
    const reordered = { page_size: 10, filters: { job_level: ["manager"] } };
    for (const again of [body, reordered]) {
      const replay = await post(ws.key, ws.listId, again, "retry-1");
      expect(replay.status).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(await replay.text()).toBe(firstText); // byte for byte
    }
    expect(await previewsOf(ws.id)).toBe(1);
    expect(await chargesOf(ws.id)).toBe(1);
    expect(await creditBalance(t.db, ws.id)).toBe(990);
  });

  it("the same key with another request is a 422 on the header, and does nothing", async () => {
    const ws = await newWorkspace(t, 1000);
    const other = await newWorkspace(t, 0);
    await post(ws.key, ws.listId, { filters: {}, page_size: 5 }, "reuse-me");
    const cases: [string, unknown][] = [
      [ws.listId, { filters: {}, page_size: 6 }],
      [ws.listId, { filters: { crm_tech: ["Salesforce"] }, page_size: 5 }],
    ];
    for (const [listId, body] of cases) {
      const res = await post(ws.key, listId, body, "reuse-me");
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        detail: [
          {
            loc: ["header", "Idempotency-Key"],
            msg: "This Idempotency-Key was already used for a different request; use a new key for each new request.",
            type: "value_error",
          },
        ],
      });
    }
    expect(await previewsOf(ws.id)).toBe(1);
    expect(await chargesOf(ws.id)).toBe(1);
    // Keys are per workspace: another workspace may use the same one.
    const elsewhere = await post(
      other.key,
      other.listId,
      { filters: {}, auto_enrich: false },
      "reuse-me",
    );
    expect(elsewhere.status).toBe(201);
  });

  it("a key of the wrong shape is a 422 on the header", async () => {
    const ws = await newWorkspace(t, 0);
    for (const bad of ["x".repeat(256), "  ", "clé"]) {
      const res = await post(ws.key, ws.listId, { filters: {}, auto_enrich: false }, bad);
      expect(res.status).toBe(422);
      const { detail } = (await res.json()) as { detail: { loc: unknown[] }[] };
      expect(detail[0]!.loc).toEqual(["header", "Idempotency-Key"]);
    }
    expect(
      (await post(ws.key, ws.listId, { filters: {}, auto_enrich: false }, "x".repeat(255))).status,
    ).toBe(201);
  });

  it("a duplicate while the first is still running gets 409; afterwards, the replay", async () => {
    const ws = await newWorkspace(t, 1000);
    const body = { filters: {}, page_size: 3 };
    const { held, release } = gated.hold();
    const first = post(ws.key, ws.listId, body, "slow-1");
    await held;
    const duplicate = post(ws.key, ws.listId, body, "slow-1");
    const inProgress = {
      detail:
        "A request with this Idempotency-Key is still being processed; retry once it has finished.",
    };
    if (t.kind === "postgres") {
      const refused = await duplicate;
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(inProgress);
    }
    release();
    const done = await first;
    expect(done.status).toBe(201);
    const doneBody = await done.json();
    if (t.kind === "pglite") {
      // PGlite runs one transaction at a time: the duplicate cannot even read its key until the
      // first request's transaction ends; then it is refused as still running, or replayed.
      const waited = await duplicate;
      if (waited.status === 409) expect(await waited.json()).toEqual(inProgress);
      else {
        expect(waited.status).toBe(201);
        expect(waited.headers.get("idempotent-replayed")).toBe("true");
        expect(await waited.json()).toEqual(doneBody);
      }
    }
    const replay = await post(ws.key, ws.listId, body, "slow-1");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.json()).toEqual(doneBody);
    expect(await chargesOf(ws.id)).toBe(1);
  });

  it("simultaneous duplicates: one runs, each other one is a 409 or the replay", async () => {
    const ws = await newWorkspace(t, 1000);
    const body = { filters: { has_cio: true }, page_size: 4 };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(ws.key, ws.listId, body, "burst")),
    );
    const statuses = responses.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(),
    ).toBe(true);
    const bodies = await Promise.all(
      responses.filter((r) => r.status === 201).map((r) => r.json()),
    );
    expect(bodies.length).toBeGreaterThan(0);
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expect(await previewsOf(ws.id)).toBe(1);
    expect(await chargesOf(ws.id)).toBe(1);
  });

  it("an error keeps nothing: after a 402 and a top-up, the same key runs", async () => {
    const ws = await newWorkspace(t, 2);
    const body = { filters: {}, page_size: 5 };
    expect((await post(ws.key, ws.listId, body, "topped-up")).status).toBe(402);
    await grantCredits(t.db, { workspaceId: ws.id, amount: 10, reason: "grant" });
    expect((await post(ws.key, ws.listId, body, "topped-up")).status).toBe(201);
    expect(await creditBalance(t.db, ws.id)).toBe(7);
  });

  it("a kept response expires after 24 hours; then the key is new again", async () => {
    const ws = await newWorkspace(t, 100);
    const body = { filters: {}, page_size: 2 };
    const first = ProspectSearchPreview.parse(
      await (await post(ws.key, ws.listId, body, "daily")).json(),
    );
    t.clock.advance(IDEMPOTENCY_TTL_MS - 1000);
    const replay = ProspectSearchPreview.parse(
      await (await post(ws.key, ws.listId, body, "daily")).json(),
    );
    expect(replay.id).toBe(first.id);
    t.clock.advance(2000);
    const fresh = ProspectSearchPreview.parse(
      await (await post(ws.key, ws.listId, body, "daily")).json(),
    );
    expect(fresh.id).not.toBe(first.id);
    // The workspace paid for these prospects with the first run: the new run is free.
    expect(await chargesOf(ws.id)).toBe(1);
  });
});

describe("Idempotency-Key on imports", () => {
  it("a retried import starts one job and replays it", async () => {
    const ws = await newWorkspace(t, 0);
    const preview = ProspectSearchPreview.parse(
      await (await post(ws.key, ws.listId, { filters: {}, auto_enrich: false })).json(),
    );
    const send = (idempotencyKey: string, previewId = preview.id) =>
      t.request("POST", importPath(ws.listId), {
        key: ws.key,
        body: { preview_id: previewId },
        headers: { "Idempotency-Key": idempotencyKey },
      });
    const first = await send("import-1");
    expect(first.status).toBe(202);
    const job = Job.parse(await first.json());
    const again = await send("import-1");
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(Job.parse(await again.json())).toEqual(job);
    const jobsOf = await t.db.select().from(jobs).where(eq(jobs.workspaceId, ws.id));
    expect(jobsOf).toHaveLength(1);
    await backgroundJobsSettled();
    const done = Job.parse(
      await (await t.request("GET", `/api/v1/public/jobs/${job.id}`, { key: ws.key })).json(),
    );
    expect(done).toMatchObject({ status: "completed", result: { added: 300, skipped: 0 } });
  });
});
