import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { offsetEnvelope } from "@/contract/envelopes";
import { Job, Lead, LeadList } from "@/contract/lead-lists";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey } from "./fixtures";

/** Lists filled through the platform, past the console, for the lead-list tests. */

/** A new list filled through the platform with the people of one company (a handful). */
export async function filledList(
  name: string,
  opts: { samplePage?: number; unenriched?: boolean } = {},
) {
  const http = await playwrightRequest.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": readServerKey() },
  });
  try {
    const list = LeadList.parse(
      await (await http.post("/api/v1/public/lead-lists", { data: { name } })).json(),
    );
    // A filter that matches a handful of prospects, so the whole list fits on one page.
    const preview = await handfulPreview(http, list.id, opts);
    const previewId = preview.id;
    const started = await http.post(`/api/v1/public/lead-lists/${list.id}/prospect-search/import`, {
      data: { preview_id: previewId },
    });
    expect(started.status(), await started.text()).toBe(202);
    const job = Job.parse(await started.json());
    await expect
      .poll(
        async () =>
          Job.parse(await (await http.get(`/api/v1/public/jobs/${job.id}`)).json()).status,
      )
      .toBe("completed");
    const leads = await listLeads(http, list.id);
    expect(leads.total).toBeGreaterThanOrEqual(3);
    return { list, leads: leads.items };
  } finally {
    await http.dispose();
  }
}

type Preview = {
  id: string;
  total_matches: number | null;
  enriched_results?: number;
  results: { city: string; country: string; job_level: string; job_function: string }[];
};

/**
 * A preview of 3 to 20 prospects, found from a sample of page `samplePage` of everyone; with
 * `unenriched`, only prospects the workspace has not paid for (so the leads lack email).
 */
async function handfulPreview(
  http: APIRequestContext,
  listId: string,
  { samplePage = 1, unenriched = false }: { samplePage?: number; unenriched?: boolean },
): Promise<Preview> {
  const run = async (filters: Record<string, unknown>, pageSize = 1, page = 1) => {
    const res = await http.post(`/api/v1/public/lead-lists/${listId}/prospect-search/preview`, {
      data: { filters, auto_enrich: false, page_size: pageSize, page },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Preview;
  };
  const sample = await run({}, 20, samplePage);
  for (const p of sample.results) {
    for (const filters of [
      { city: p.city, job_level: [p.job_level] },
      { city: p.city, job_function: [p.job_function] },
      { city: p.city },
    ]) {
      const found = await run(filters);
      const total = found.total_matches ?? 0;
      if (total >= 3 && total <= 20 && !(unenriched && found.enriched_results)) return found;
    }
  }
  throw new Error("No filter in the sample matched between 3 and 20 prospects.");
}

async function listLeads(http: APIRequestContext, listId: string) {
  const res = await http.get(`/api/v1/public/leads?lead_list_id=${listId}&per_page=100`);
  return offsetEnvelope(Lead).parse(await res.json());
}

/** Asks the platform, past the console, what is in the list now. */
export async function leadsNow(listId: string) {
  const http = await playwrightRequest.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": readServerKey() },
  });
  try {
    const res = await http.get(`/api/v1/public/lead-lists/${listId}`);
    if (res.status() === 404) return null;
    return { list: LeadList.parse(await res.json()), leads: await listLeads(http, listId) };
  } finally {
    await http.dispose();
  }
}
