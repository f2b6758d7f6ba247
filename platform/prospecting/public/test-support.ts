import { expect } from "vitest";
import { offsetEnvelope } from "../../../contract/envelopes";
import { LeadList } from "../../../contract/lead-lists";
import {
  ProspectSearchPreview,
  type ProspectSearchPreviewRequestInput,
} from "../../../contract/prospect-search";
import { workspaces } from "../../auth/tables";
import { grantCredits } from "../../credits/credits";
import { newId } from "../../ids";
import type { TestPlatform } from "../../testing/harness";

/** Test aids shared by the prospect-search tests (not a test file itself). */

export async function listIdByName(t: TestPlatform, key: string, name: string): Promise<string> {
  const res = await t.request("GET", "/api/v1/public/lead-lists?per_page=100", { key });
  const lists = offsetEnvelope(LeadList).parse(await res.json());
  const list = lists.items.find((l) => l.name === name);
  if (!list) throw new Error(`no list named ${name}`);
  return list.id;
}

export const previewPath = (listId: string) =>
  `/api/v1/public/lead-lists/${listId}/prospect-search/preview`;
export const importPath = (listId: string) =>
  `/api/v1/public/lead-lists/${listId}/prospect-search/import`;

export async function createPreview(
  t: TestPlatform,
  key: string,
  listId: string,
  body: ProspectSearchPreviewRequestInput,
  headers: Record<string, string> = {},
) {
  const res = await t.request("POST", previewPath(listId), { key, body, headers });
  if (res.status !== 201) throw new Error(`preview failed: ${res.status} ${await res.text()}`);
  return ProspectSearchPreview.parse(await res.json());
}

export async function readPreview(
  t: TestPlatform,
  key: string,
  listId: string,
  previewId: string,
  page: number,
  pageSize: number,
) {
  const res = await t.request(
    "GET",
    `${previewPath(listId)}/${previewId}?page=${page}&page_size=${pageSize}`,
    { key },
  );
  expect(res.status).toBe(200);
  return ProspectSearchPreview.parse(await res.json());
}

/** Every result id of a preview, read page by page through the API. */
export async function allResultIds(
  t: TestPlatform,
  key: string,
  listId: string,
  previewId: string,
  pageSize = 100,
): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { results } = await readPreview(t, key, listId, previewId, page, pageSize);
    if (results.length === 0) return ids;
    ids.push(...results.map((r) => r.id));
  }
}

/** A workspace of its own (own rate-limit buckets, own credits) with a list and a key. */
export async function newWorkspace(t: TestPlatform, credits: number) {
  const slug = `ws-${newId("ws").slice(3, 11).toLowerCase()}`;
  const id = newId("ws");
  await t.db.insert(workspaces).values({ id, slug, name: slug });
  if (credits > 0) await grantCredits(t.db, { workspaceId: id, amount: credits, reason: "grant" });
  const key = await t.legacyKey(slug);
  const res = await t.request("POST", "/api/v1/public/lead-lists", { key, body: { name: "Main" } });
  const listId = LeadList.parse(await res.json()).id;
  return { id, slug, key, listId };
}
