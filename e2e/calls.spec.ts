import type { APIRequestContext } from "@playwright/test";
import { Call } from "@/contract/calls";
import { offsetEnvelope } from "@/contract/envelopes";
import { Lead } from "@/contract/lead-lists";
import { VoiceAgent } from "@/contract/voice-agents";
import { axeViolations, platformApi } from "./campaigns-page";
import { expect, test } from "./fixtures";

/**
 * The calls page against the real platform: a call placed through the API shows with its
 * lead, outcome and duration; the filters live in the address; a recording opens as a timed
 * transcript and its captions download.
 */
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await platformApi();
});
test.afterAll(async () => {
  await api.dispose();
});

/** Places a call to the first lead that can take one, and waits until it has ended. */
async function placedCall(): Promise<{ call: Call; lead: Lead }> {
  const agents = offsetEnvelope(VoiceAgent).parse(
    await (await api.get("/api/v1/public/voice-agents")).json(),
  );
  const agent = agents.items[0]!;
  const leads = offsetEnvelope(Lead).parse(
    await (await api.get("/api/v1/public/leads?per_page=100")).json(),
  );
  const reachable = leads.items.filter(
    (l) => !["dnc", "unsubscribed", "bounced"].includes(l.status),
  );
  for (const lead of reachable) {
    const placed = await api.post("/api/v1/public/calls", {
      data: { lead_id: lead.id, agent_id: agent.id },
    });
    // No phone number, or on the do-not-contact list since another spec: the next one.
    if (placed.status() === 422) continue;
    expect(placed.status(), await placed.text()).toBe(201);
    const { id } = Call.parse(await placed.json());
    let call: Call | undefined;
    await expect
      .poll(
        async () => {
          call = Call.parse(await (await api.get(`/api/v1/public/calls/${id}`)).json());
          return call.status;
        },
        { timeout: 30_000 },
      )
      .toBe("completed");
    return { call: call!, lead };
  }
  throw new Error("no lead could take a call");
}

test.describe("calls", () => {
  test("a placed call shows with its lead and outcome; filters live in the address", async ({
    page,
  }) => {
    // The call runs its simulated course first (up to 30 s on a busy machine).
    test.setTimeout(60_000);
    const { call, lead } = await placedCall();
    const name = `${lead.first_name} ${lead.last_name}`.trim();

    // By the lead's address: the running demo campaign keeps placing calls, so a call placed
    // now may already be past the first page of every call.
    await page.goto(`/calls?lead=${call.lead_id}`);
    await expect(page.getByText(`Calls to ${name}`)).toBeVisible();
    const table = page.getByRole("table", { name: "Calls" });
    const row = table.locator("tbody tr").first();
    await expect(row).toContainText(name);
    // The lead's name links to their calls, as on every row of the unfiltered list.
    await expect(row.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      new RegExp(`[?&]lead=${call.lead_id}`),
    );
    await expect(row).toContainText(
      `${Math.floor(call.duration_seconds! / 60)}:${String(call.duration_seconds! % 60).padStart(2, "0")}`,
    );

    // Back to every lead, then only voicemails: each a step in the history.
    await page.getByRole("link", { name: "Show every lead" }).click();
    await expect(page).not.toHaveURL(/lead=/);
    await page.getByLabel("Outcome").selectOption({ label: "Voicemail" });
    await expect(page).toHaveURL(/[?&]outcome=voicemail/);
    // Until the filtered page replaces the one on screen, whose first row may be a voicemail too.
    await expect
      .poll(async () => new Set(await table.locator("tbody tr td:nth-child(4)").allTextContents()))
      .toEqual(new Set(["Voicemail"]));
    await page.goBack();
    await expect(page).not.toHaveURL(/outcome=/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an answered call's recording reads as a timed transcript, and its captions download", async ({
    page,
  }) => {
    // Its own answered call (each call's outcome is the simulation's; most are answered), so
    // the page holds one whatever the demo campaign or another spec has placed.
    test.setTimeout(120_000);
    let answered: Call | undefined;
    for (let tries = 0; tries < 8 && !answered; tries++) {
      const { call } = await placedCall();
      if (call.outcome === "ended") answered = call;
    }
    expect(answered, "no placed call was answered").toBeDefined();
    await page.goto(`/calls?lead=${answered!.lead_id}&outcome=ended`);
    const table = page.getByRole("table", { name: "Calls" });
    const button = table.getByRole("button", { name: /^Recording of the call to / }).first();
    await button.click();
    const dialog = page.getByRole("dialog", { name: /^Call to / });
    const transcript = dialog.getByRole("list", { name: "Transcript" });
    await expect(transcript.getByRole("listitem").first()).toBeVisible();
    await expect(transcript.getByRole("listitem").first()).toContainText("0:00");
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download captions (.vtt)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^call-.+\.vtt$/);
    const vtt = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(vtt).toString("utf8")).toMatch(/^WEBVTT/);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
