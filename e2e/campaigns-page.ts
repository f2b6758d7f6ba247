import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { Campaign, CampaignFolder } from "@/contract/campaigns";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey } from "./fixtures";

/** Aids shared by the campaign specs (not a spec itself). */

export async function platformApi() {
  return request.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": readServerKey() },
  });
}

export async function newCampaign(
  api: APIRequestContext,
  body: { name: string; folder_id?: string; steps?: { channel: string; wait_days: number }[] },
) {
  const res = await api.post("/api/v1/public/campaigns", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return Campaign.parse(await res.json());
}

export async function newFolder(api: APIRequestContext, name: string) {
  const res = await api.post("/api/v1/public/campaign-folders", { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return CampaignFolder.parse(await res.json());
}

/** Violations axe finds at the WCAG 2 A and AA levels, with where they are. */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
