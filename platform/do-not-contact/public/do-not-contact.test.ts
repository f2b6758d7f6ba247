import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CampaignTriggerResult, EnrollmentCounts } from "../../../contract/campaign-enrollments";
import { Campaign } from "../../../contract/campaigns";
import {
  DO_NOT_CONTACT_JOB_TYPE,
  DoNotContactCreated,
  DoNotContactJobResult,
} from "../../../contract/do-not-contact";
import { Job, Lead } from "../../../contract/lead-lists";
import { newestLeadWithEmail } from "../../campaigns/campaign-trigger";
import { sqlRows } from "../../db/sql-rows";
import { JOB_HANDLERS } from "../../job-handlers";
import { backgroundJobsSettled } from "../../jobs/background";
import { JobRunner } from "../../jobs/runner";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { leadsMatchingEntrySql, onDoNotContactSql } from "../do-not-contact-match";

// Adding an entry answers at once with the job that applies it to the leads already there;
// the job runs here only when a test starts a runner, so what holds before it ran is seen too.
let t: TestPlatform;
let key: string;
const P = "/api/v1/public";

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  key = await t.legacyKey("acme");
}, 60_000);
afterAll(() => t.close());

const post = (path: string, body?: unknown) => t.request("POST", `${P}${path}`, { key, body });
const get = (path: string) => t.request("GET", `${P}${path}`, { key });

async function newCampaign(name: string) {
  const res = await post("/campaigns", { name });
  expect(res.status).toBe(201);
  return Campaign.parse(await res.json());
}

/** Leads made by the campaign trigger, each enrolled (active) in the campaign. */
async function triggered(campaignId: string, emails: string[]) {
  const ids: string[] = [];
  for (const email of emails) {
    const res = await post(`/campaigns/${campaignId}/trigger`, { email });
    expect(res.status).toBe(200);
    ids.push(CampaignTriggerResult.parse(await res.json()).lead_id);
  }
  return ids;
}

async function addEntry(body: { type: string; value: string; reason?: string }) {
  const res = await post("/do-not-contact", body);
  expect(res.status).toBe(201);
  return DoNotContactCreated.parse(await res.json());
}

/** Runs every queued job to its end with a runner of `batchSize`, as an instance would. */
async function runJobs(batchSize: number) {
  const runner = new JobRunner({
    db: t.db,
    handlers: JOB_HANDLERS,
    now: t.clock.now,
    pollIntervalMs: 20,
    batchSize,
  }).start();
  await backgroundJobsSettled();
  await runner.stop();
}

async function job(id: string) {
  const res = await get(`/jobs/${id}`);
  expect(res.status).toBe(200);
  return Job.parse(await res.json());
}

async function statuses(ids: string[]) {
  const found: Record<string, string> = {};
  for (const id of ids) found[id] = Lead.parse(await (await get(`/leads/${id}`)).json()).status;
  return ids.map((id) => found[id]);
}

const bodies = async (eventType: string, field: string, values: string[]) =>
  (
    await sqlRows<{ body: string }>(
      t.db,
      sql`select body from webhook_deliveries where event_type = ${eventType}
        and body::jsonb ->> ${field} = any(${`{${values.join(",")}}`}::text[])`,
    )
  ).map((row) => JSON.parse(row.body) as Record<string, unknown>);

describe("adding a do-not-contact entry", () => {
  it("answers at once with its job; the leads are refused meanwhile, and the job marks them dnc, ends their enrollments and fires lead.status_changed and job.completed", async () => {
    const hook = await post("/webhook-endpoints", {
      url: "https://hooks.example.com/dnc-job",
      event_types: ["lead.status_changed", "job.completed"],
    });
    expect(hook.status).toBe(201);
    const c = await newCampaign("Domain entry");
    const matching = await triggered(c.id, [
      "ann@sub.parent-dnc.example",
      "bob@deep.sub.parent-dnc.example",
      "Cy@Parent-DNC.example",
    ]);
    const others = await triggered(c.id, [
      "dee@notparent-dnc.example",
      "eve@parent-dnc.example.org",
    ]);

    const created = await addEntry({ type: "domain", value: "PARENT-dnc.example" });
    expect(created).toMatchObject({ type: "domain", value: "parent-dnc.example" });
    expect(created.job).toMatchObject({
      type: DO_NOT_CONTACT_JOB_TYPE,
      status: "queued",
      total: 3,
      processed: 0,
      result: { entry_id: created.id, leads_marked_dnc: 0, enrollments_ended: 0 },
    });

    // Before the job has run, nothing may reach them: enrolling and the trigger skip them.
    expect(await statuses(matching)).toEqual(["new", "new", "new"]);
    const later = await newCampaign("Later");
    // Included though active in the first campaign: only do-not-contact keeps them out.
    const enrolled = await post(`/campaigns/${later.id}/leads`, {
      lead_ids: [...matching, ...others],
      include_engaged_elsewhere: true,
    });
    expect(EnrollmentCounts.parse(await enrolled.json())).toMatchObject({
      enrolled: 2,
      skipped: 3,
    });
    const again = await post(`/campaigns/${later.id}/trigger`, {
      email: "ann@sub.parent-dnc.example",
    });
    expect(CampaignTriggerResult.parse(await again.json())).toMatchObject({
      lead_id: matching[0],
      enrollment: "skipped",
    });

    await runJobs(2);
    const done = await job(created.job.id);
    expect(done).toMatchObject({ status: "completed", total: 3, processed: 3 });
    expect(DoNotContactJobResult.parse(done.result)).toEqual({
      entry_id: created.id,
      leads_marked_dnc: 3,
      enrollments_ended: 3,
    });
    expect(await statuses(matching)).toEqual(["dnc", "dnc", "dnc"]);
    expect(await statuses(others)).toEqual(["new", "new"]);
    const states = await sqlRows<{ lead_id: string; state: string }>(
      t.db,
      sql`select lead_id, state from campaign_enrollments where campaign_id = ${c.id}`,
    );
    expect(states.filter((e) => e.state === "suppressed").map((e) => e.lead_id)).toEqual(
      expect.arrayContaining(matching),
    );
    expect(
      states
        .filter((e) => e.state === "active")
        .map((e) => e.lead_id)
        .sort(),
    ).toEqual([...others].sort());

    const changed = await bodies("lead.status_changed", "lead_id", [...matching, ...others]);
    expect(changed.map((e) => e.lead_id).sort()).toEqual([...matching].sort());
    expect(changed[0]).toMatchObject({ status: "dnc", previous_status: "new" });
    expect(await bodies("job.completed", "job_id", [created.job.id])).toEqual([
      expect.objectContaining({
        event_type: "job.completed",
        job_id: created.job.id,
        job_type: DO_NOT_CONTACT_JOB_TYPE,
        status: "completed",
        result: done.result,
      }),
    ]);
  });

  it("an email entry matches the address whatever its case and spaces, and nobody else", async () => {
    const c = await newCampaign("Email entry");
    const [target, other] = await triggered(c.id, [
      "Quiet.Person@email-dnc.example",
      "loud.person@email-dnc.example",
    ]);
    await t.db.execute(sql`update leads set email = ' QUIET.person@Email-DNC.example '
      where id = ${target!}`);
    const created = await addEntry({ type: "email", value: "quiet.person@email-dnc.example" });
    expect(created.job.total).toBe(1);
    await runJobs(500);
    expect((await job(created.job.id)).result).toMatchObject({
      leads_marked_dnc: 1,
      enrollments_ended: 1,
    });
    expect(await statuses([target!, other!])).toEqual(["dnc", "new"]);
  });

  it("walks on past its first count: a lead that matches from after the answer is marked too", async () => {
    const c = await newCampaign("Growing");
    await triggered(c.id, ["a@grow-dnc.example", "b@grow-dnc.example", "c@x.grow-dnc.example"]);
    const created = await addEntry({ type: "domain", value: "grow-dnc.example" });
    expect(created.job.total).toBe(3);
    const [late] = await triggered(c.id, ["d@grow-dnc.example"]);
    await runJobs(2);
    const done = await job(created.job.id);
    expect(done).toMatchObject({ status: "completed", total: 4, processed: 4 });
    expect(done.result).toMatchObject({ leads_marked_dnc: 4 });
    expect(await statuses([late!])).toEqual(["dnc"]);
  });

  it("stops, saying so, when its entry is removed before it ran; the leads keep their status", async () => {
    const c = await newCampaign("Removed");
    const ids = await triggered(c.id, ["a@removed-dnc.example"]);
    const created = await addEntry({ type: "domain", value: "removed-dnc.example" });
    const removed = await t.request("DELETE", `${P}/do-not-contact/${created.id}`, { key });
    expect(removed.status).toBe(204);
    await runJobs(500);
    expect(await job(created.job.id)).toMatchObject({
      status: "failed",
      error_message:
        "The entry was removed from the do-not-contact list before the job had reached every lead it matched; 0 were set to dnc, and the rest keep their status.",
    });
    expect(await statuses(ids)).toEqual(["new"]);
  });
});

// Each plan builds and rolls back 60,000 rows on PGlite: seconds on a quiet machine, past the
// default 30 s (twice in CI) on a loaded one.
describe("do-not-contact reads indexes by equality", { timeout: 120_000 }, () => {
  const ROLLBACK = new Error("rollback");

  /**
   * The plan of `query` in a workspace grown to a realistic size (20,000 leads over 100
   * domains, 20,000 domain entries and 20,000 email entries, analysed), all rolled back after;
   * sequential scans are priced out, so one still shows only where no index fits. Without the
   * volume the planner may rightly read a near-empty index's whole range instead.
   */
  async function plan(query: SQL): Promise<string> {
    let text = "";
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into workspaces (id, slug, name)
          values ('ws_plan', 'plan-volume', 'Plan volume')`);
        await tx.execute(sql`insert into lead_lists (id, workspace_id, name)
          values ('ll_plan', 'ws_plan', 'Volume')`);
        await tx.execute(sql`insert into leads (id, workspace_id, lead_list_id, first_name,
            last_name, email)
          select 'lead_plan' || g, 'ws_plan', 'll_plan', 'P', 'L',
            'p' || g || '@d' || g % 100 || '.volume.example'
          from generate_series(1, 20000) g`);
        await tx.execute(sql`insert into do_not_contact (id, workspace_id, type, value)
          select 'dnc_plan' || g || t, 'ws_plan', t, case t when 'domain'
            then 'e' || g || '.example' else 'x' || g || '@example.org' end
          from generate_series(1, 20000) g, unnest(array['domain', 'email']) t`);
        for (const table of ["leads", "lead_email_domains", "do_not_contact"]) {
          await tx.execute(sql`analyze ${sql.identifier(table)}`);
        }
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await sqlRows<Record<string, string>>(tx, sql`explain ${query}`);
        text = rows.map((row) => Object.values(row)[0]).join("\n");
        throw ROLLBACK;
      })
      .catch((err) => {
        if (err !== ROLLBACK) throw err;
      });
    return text;
  }

  it("lead → is it suppressed: each kind probes the entries' unique index, the domain by its lineage", async () => {
    const text = await plan(
      sql`select l.id from leads l where l.id = 'lead_plan7' and ${onDoNotContactSql()}`,
    );
    expect(text).not.toMatch(/Seq Scan/);
    expect(text.match(/do_not_contact_ws_value_idx/g)?.length).toBe(3);
    expect(text).toMatch(/Index Cond: .*value = ANY \(email_domain_lineage\(l\.email\)\)/);
  });

  it("entry → which leads: a domain walks lead_email_domains, an email the leads' address index", async () => {
    const walk = { workspaceId: "ws_plan", afterLeadId: "lead_plan1", limit: 500 };
    const domain = await plan(
      leadsMatchingEntrySql({ ...walk, type: "domain", value: "d7.volume.example" }),
    );
    expect(domain).not.toMatch(/Seq Scan/);
    expect(domain).toMatch(
      /Index Only Scan using lead_email_domains_workspace_id_domain_lead_id_pk/,
    );
    const email = await plan(
      leadsMatchingEntrySql({ ...walk, type: "email", value: "p7@d7.volume.example" }),
    );
    expect(email).not.toMatch(/Seq Scan/);
    expect(email).toMatch(/leads_ws_email_idx/);
  });

  it("the campaign trigger finds a lead by its normalised address on an index", async () => {
    const text = await plan(sql`${newestLeadWithEmail(t.db, "ws_plan", "p7@d7.volume.example")}`);
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/leads_ws_email_idx/);
  });
});
