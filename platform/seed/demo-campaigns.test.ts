import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLogEndpoint, eventsOf } from "../campaigns/engine/scenarios/test-support";
import { sqlRows } from "../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../testing/harness";
import { seedDemoCampaigns, seedDemoVoiceAgents } from "./demo-campaigns";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
});
afterAll(() => t?.close());

describe("the demo's campaigns", () => {
  it("seeds once: a finished campaign with its real history in the past, and a running one", async () => {
    const acme = await t.workspaceId("acme");
    const endpoint = await eventLogEndpoint(t.db, acme);
    await seedDemoVoiceAgents(t.db);
    const opts = { recordingBase: "http://127.0.0.1:4010/api/v1/public/calls" };
    expect(await seedDemoCampaigns(t.db, opts)).toBe(true);
    expect(await seedDemoCampaigns(t.db, opts)).toBe(false);

    const campaigns = await sqlRows<{
      id: string;
      name: string;
      status: string;
      folder_id: string;
    }>(
      t.db,
      sql`select id, name, status, folder_id from campaigns where workspace_id = ${acme} order by name`,
    );
    expect(campaigns.map((c) => [c.name, c.status])).toEqual([
      ["EMEA fintech pilot", "finished"],
      ["Q4 enterprise push", "active"],
    ]);
    expect(campaigns[0]!.folder_id).toBe(campaigns[1]!.folder_id);
    const finished = campaigns[0]!.id;
    const history = (
      await sqlRows<Record<string, number>>(
        t.db,
        sql`select
        (select count(*)::int from messages where campaign_id = ${finished} and direction = 'inbound') as replies,
        (select count(*)::int from calls where campaign_id = ${finished} and agent_id is not null) as calls,
        (select count(distinct booked_via)::int from meetings where campaign_id = ${finished}) as booking_kinds,
        (select count(*)::int from messages where campaign_id = ${finished} and account_id is null) as unassigned,
        (select count(*)::int from messages where campaign_id = ${finished} and sent_at > now())
          + (select count(*)::int from calls where campaign_id = ${finished}
            and (started_at > now() or ended_at > now()))
          + (select count(*)::int from meetings where campaign_id = ${finished} and booked_at > now())
          + (select count(*)::int from campaigns where id = ${finished}
            and not finished_at < now()) as future`,
      )
    )[0]!;
    expect(history.replies).toBeGreaterThanOrEqual(2);
    expect(history.calls).toBeGreaterThan(0);
    expect(history.booking_kinds).toBe(2);
    expect(history.unassigned).toBe(0);
    expect(history.future).toBe(0);

    const types = new Set((await eventsOf(t.db, endpoint)).map((e) => e.type));
    for (const type of [
      "reply.received",
      "meeting.booked",
      "call.completed",
      "lead.status_changed",
      "campaign.finished",
    ]) {
      expect(types).toContain(type);
    }
    const agents = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(distinct workspace_id)::int as n from voice_agents`,
    );
    expect(agents[0]!.n).toBe(2);
  });
});
