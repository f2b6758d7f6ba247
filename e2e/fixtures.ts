import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, test as base, expect, type Page, request } from "@playwright/test";
import { z } from "zod";
import { KeyIdentity } from "@/contract/api-keys";
import { offsetEnvelope } from "@/contract/envelopes";
import { LeadList } from "@/contract/lead-lists";
import { Member, Session } from "@/contract/members";
import { DEMO_PASSWORD, dataDir, PLATFORM_URL } from "./env";

const ConsoleSecrets = z.object({ apiKey: z.string().min(1), sessionSecret: z.string() });

/** The server-held key the console was started with, as written by scripts/start.ts. */
export function readServerKey(): string {
  const text = readFileSync(join(dataDir(), "console-secrets.json"), "utf8");
  return ConsoleSecrets.parse(JSON.parse(text)).apiKey;
}

/** Talks to the platform directly, past the console, to set up and check what the UI did. */
export class PlatformClient {
  private ownerToken: string | undefined;

  constructor(
    private readonly http: APIRequestContext,
    readonly serverKey: string,
  ) {}

  async signIn(email: string, password = DEMO_PASSWORD) {
    const res = await this.http.post("/api/v1/console/sessions", { data: { email, password } });
    expect(res.status(), await res.text()).toBe(201);
    return Session.parse(await res.json());
  }

  /**
   * Changes a seeded member as the owner, straight on the platform. Tests that change a shared
   * member put it back with this in a `finally`, so one failure cannot fail the specs after it.
   */
  async setMember(email: string, change: { role?: string; status?: string }) {
    this.ownerToken ??= (await this.signIn("owner@acme.test")).token;
    const headers = { authorization: `Bearer ${this.ownerToken}` };
    const list = await this.http.get("/api/v1/console/members", { headers });
    const { items } = z.object({ items: z.array(Member) }).parse(await list.json());
    const id = items.find((m) => m.email === email)?.id;
    expect(id, `no member ${email}`).toBeDefined();
    const res = await this.http.patch(`/api/v1/console/members/${id}`, { headers, data: change });
    expect(res.status(), await res.text()).toBe(200);
  }

  async keyIdentity() {
    const res = await this.http.get("/api/v1/public/api-key", {
      headers: { "x-api-key": this.serverKey },
    });
    expect(res.status()).toBe(200);
    return KeyIdentity.parse(await res.json());
  }

  async leadLists(perPage = 100, page = 1) {
    const res = await this.http.get(`/api/v1/public/lead-lists?per_page=${perPage}&page=${page}`, {
      headers: { "x-api-key": this.serverKey },
    });
    expect(res.status()).toBe(200);
    return offsetEnvelope(LeadList).parse(await res.json());
  }

  /** A list by its name, on whichever page it has sunk to as other tests add lists. */
  async leadListNamed(name: string) {
    for (let page = 1; ; page++) {
      const lists = await this.leadLists(100, page);
      const found = lists.items.find((list) => list.name === name);
      if (found) return found;
      expect(lists.items.length, `no lead list named ${name}`).toBeGreaterThan(0);
    }
  }
}

export const test = base.extend<{ platform: PlatformClient }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  platform: async ({}, use) => {
    const http = await request.newContext({ baseURL: PLATFORM_URL });
    await use(new PlatformClient(http, readServerKey()));
    await http.dispose();
  },
});

export { expect };

/** Signs in through the sign-in page and waits for the console to show the member. */
export async function signInThroughUi(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/lead-lists$/);
  await expect(page.getByRole("banner").getByText(email)).toBeVisible();
}
