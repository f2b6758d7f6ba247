import { type Page, request as playwrightRequest } from "@playwright/test";
import { offsetEnvelope } from "@/contract/envelopes";
import { Lead, LeadList } from "@/contract/lead-lists";
import { PLATFORM_URL } from "./env";
import { filledList, leadsNow } from "./filled-list";
import { expect, readServerKey, signInThroughUi, test } from "./fixtures";

const leadsTable = (page: Page) => page.getByRole("table", { name: "Leads" });

/** A new, empty list made past the console, named uniquely. */
async function emptyList(name: string) {
  const http = await playwrightRequest.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": readServerKey() },
  });
  try {
    const res = await http.post("/api/v1/public/lead-lists", { data: { name } });
    expect(res.status(), await res.text()).toBe(201);
    return LeadList.parse(await res.json());
  } finally {
    await http.dispose();
  }
}

test.describe("lead lists", () => {
  test("shows the workspace's lead lists, newest first", async ({ page }) => {
    // Its own lists, made just now: the seeded ones sink to later pages as other specs add lists.
    const stamp = Date.now();
    const names = [`Shown ${stamp} a`, `Shown ${stamp} b`, `Shown ${stamp} c`];
    for (const name of names) await emptyList(name);
    await page.goto("/lead-lists");
    const table = page.getByRole("table", { name: "Lead lists" });
    for (const name of names) {
      await expect(table.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("of");
  });

  test("creates a lead list and shows it", async ({ page, platform }) => {
    const name = `E2E list ${Date.now()}`;
    await page.goto("/lead-lists");
    await page.getByRole("button", { name: "New lead list" }).click();
    const dialog = page.getByRole("dialog", { name: "New lead list" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Made by the end-to-end tests.");
    await dialog.getByRole("button", { name: "Create list" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("table", { name: "Lead lists" }).getByRole("link", { name }),
    ).toBeVisible();

    expect((await platform.leadListNamed(name)).name).toBe(name);
  });

  test("keeps the dialog open with the field's message when the name is empty or too long", async ({
    page,
  }) => {
    await page.goto("/lead-lists");
    await page.getByRole("button", { name: "New lead list" }).click();
    const dialog = page.getByRole("dialog", { name: "New lead list" });
    await dialog.getByRole("button", { name: "Create list" }).click();
    await expect(dialog.getByText("Give the list a name.")).toBeVisible();
    await dialog.getByLabel("Name").fill("n".repeat(201));
    await dialog.getByRole("button", { name: "Create list" }).click();
    await expect(dialog.getByText("Keep the name to 200 characters or fewer.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("opens a list and shows its leads", async ({ page }) => {
    const { list, leads: filled } = await filledList(`Open me ${Date.now()}`);
    await page.goto("/lead-lists");
    await page.getByRole("link", { name: list.name }).click();
    await expect(page).toHaveURL(new RegExp(`/lead-lists/${list.id}$`));
    await expect(page.getByRole("heading", { name: list.name })).toBeVisible();
    const leads = page.getByRole("table", { name: "Leads" });
    await expect(leads.getByRole("columnheader", { name: "Company" })).toBeVisible();
    await expect(leads.getByRole("row")).toHaveCount(filled.length + 1);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(
      `of ${filled.length} leads`,
    );
  });

  test("the page number is in the address: it survives a reload, Back and Forward", async ({
    page,
  }) => {
    // More lists than one page holds (25), made past the console.
    const http = await playwrightRequest.newContext({
      baseURL: PLATFORM_URL,
      extraHTTPHeaders: { "x-api-key": readServerKey() },
    });
    const stamp = Date.now();
    for (let i = 0; i < 26; i++) {
      const res = await http.post("/api/v1/public/lead-lists", {
        data: { name: `Paged ${stamp} ${String(i).padStart(2, "0")}` },
      });
      expect(res.status()).toBe(201);
    }
    await http.dispose();

    await page.goto("/lead-lists");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const table = page.getByRole("table", { name: "Lead lists" });
    // Newest first: the last one made heads page 1, the first one made is on page 2.
    await expect(table.getByRole("link", { name: `Paged ${stamp} 25` })).toBeVisible();
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(table.getByRole("link", { name: `Paged ${stamp} 00` })).toBeVisible();
    await page.reload();
    await expect(pagination).toContainText("page 2 of");
    await expect(table.getByRole("link", { name: `Paged ${stamp} 00` })).toBeVisible();
    await page.goBack();
    await expect(pagination).toContainText("page 1 of");
    await expect(table.getByRole("link", { name: `Paged ${stamp} 25` })).toBeVisible();
    await page.goForward();
    await expect(pagination).toContainText("page 2 of");
  });

  test("shows an empty list's empty state", async ({ page }) => {
    await page.goto(`/lead-lists/${(await emptyList(`Empty ${Date.now()}`)).id}`);
    await expect(page.getByText("No leads in this list yet")).toBeVisible();
  });
});

test.describe("a lead list's own page", () => {
  test("searches the leads, keeping the search in the address", async ({ page }) => {
    const { list, leads } = await filledList(`Search me ${Date.now()}`);
    const target = leads[leads.length - 1]!;
    await page.goto(`/lead-lists/${list.id}`);
    await expect(leadsTable(page).getByRole("row")).toHaveCount(leads.length + 1);
    // Typing on after the search has run keeps the field, its focus and every character.
    const box = page.getByRole("searchbox", { name: "Search leads" });
    const term = target.email ?? target.last_name;
    await box.pressSequentially(term.slice(0, 3));
    await expect(page).toHaveURL(/[?&]q=/);
    await box.pressSequentially(term.slice(3));
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(term);
    await expect(leadsTable(page).getByRole("row").nth(1)).toContainText(target.last_name);
    await page.getByRole("searchbox", { name: "Search leads" }).fill("no such lead anywhere");
    await expect(page.getByText("No leads match “no such lead anywhere”")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search leads" }).fill("");
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(leadsTable(page).getByRole("row")).toHaveCount(leads.length + 1);
  });

  test("sorts by a column and turns the order around", async ({ page }) => {
    const { list } = await filledList(`Sort me ${Date.now()}`);
    // The order the platform gives for each sort, by the database's own collation.
    const platformOrder = async (sort: string) => {
      const http = await playwrightRequest.newContext({
        baseURL: PLATFORM_URL,
        extraHTTPHeaders: { "x-api-key": readServerKey() },
      });
      try {
        const res = await http.get(`/api/v1/public/leads?lead_list_id=${list.id}&sort=${sort}`);
        return offsetEnvelope(Lead)
          .parse(await res.json())
          .items.map((l) => `${l.first_name} ${l.last_name}`);
      } finally {
        await http.dispose();
      }
    };
    const ascending = await platformOrder("name");
    await page.goto(`/lead-lists/${list.id}`);
    const table = leadsTable(page);
    // The name's first line: below 1536 px the title sits under it.
    const shownNames = async () =>
      (await table.locator("tbody tr td:nth-child(2)").allInnerTexts()).map(
        (t) => t.split("\n")[0],
      );
    await table.getByRole("button", { name: "Name" }).click();
    await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect.poll(shownNames).toEqual(ascending);
    await table.getByRole("button", { name: "Name" }).click();
    await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(page).toHaveURL(/[?&]sort=-name/);
    await expect.poll(shownNames).toEqual(await platformOrder("-name"));
  });

  test("a view of the list is its address: sort and search survive a reload, Back and Forward", async ({
    page,
  }) => {
    const { list, leads } = await filledList(`Keep my view ${Date.now()}`);
    const target = leads[0]!;
    await page.goto(`/lead-lists/${list.id}`);
    const table = leadsTable(page);
    const name = table.getByRole("columnheader", { name: "Name" });
    await table.getByRole("button", { name: "Name" }).click();
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    await page.getByRole("searchbox", { name: "Search leads" }).fill(target.last_name);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(table.locator("tbody tr").first()).toContainText(target.last_name);
    const filtered = await table.locator("tbody tr").count();

    await page.reload();
    await expect(name).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue(
      target.last_name,
    );
    await expect(table.locator("tbody tr")).toHaveCount(filtered);

    // The search replaced its history entry as it was typed; Back undoes it whole, then the sort.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue("");
    await expect(name).toHaveAttribute("aria-sort", "ascending");
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(table.getByRole("columnheader", { name: "Added" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await page.goForward();
    await expect(name).toHaveAttribute("aria-sort", "ascending");
  });

  test("hides and shows a column from the Columns menu", async ({ page }) => {
    const { list } = await filledList(`Columns ${Date.now()}`);
    // The title column shows from 1536 px (under the name below it).
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`/lead-lists/${list.id}`);
    const table = leadsTable(page);
    await expect(table.getByRole("columnheader", { name: "Title" })).toBeVisible();
    await page.getByRole("button", { name: "Columns" }).click();
    const title = page.getByRole("menuitemcheckbox", { name: "Title" });
    await expect(title).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("menuitemcheckbox", { name: "Name" })).toHaveCount(0);
    await title.click();
    await expect(title).toHaveAttribute("aria-checked", "false");
    await expect(table.getByRole("columnheader", { name: "Title" })).toHaveCount(0);
    await title.click();
    await page.keyboard.press("Escape");
    await expect(table.getByRole("columnheader", { name: "Title" })).toBeVisible();
  });

  test("removes the selected leads after a confirmation naming them", async ({ page }) => {
    const { list, leads } = await filledList(`Remove some ${Date.now()}`);
    await page.goto(`/lead-lists/${list.id}`);
    const [a, b] = [leads[0]!, leads[1]!];
    const nameOf = (l: typeof a) => `${l.first_name} ${l.last_name}`;
    await page.getByRole("checkbox", { name: `Select ${nameOf(a)}` }).check();
    await page.getByRole("checkbox", { name: `Select ${nameOf(b)}` }).check();
    await page.getByRole("button", { name: "Remove 2 leads…" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Remove 2 leads from “${list.name}”?` });
    await expect(confirm).toContainText(nameOf(a));
    await expect(confirm).toContainText(nameOf(b));
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect((await leadsNow(list.id))!.leads.total).toBe(leads.length);

    await page.getByRole("button", { name: "Remove 2 leads…" }).click();
    await confirm.getByRole("button", { name: "Remove leads" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Removed 2 leads.")).toBeVisible();
    await expect(leadsTable(page).getByRole("row")).toHaveCount(leads.length - 1);
    const left = leads.length - 2;
    await expect(page.getByText(`${left} lead${left === 1 ? "" : "s"} · created`)).toBeVisible();
    const now = (await leadsNow(list.id))!;
    expect(now.leads.items.map((l) => l.id)).not.toContain(a.id);
    expect(now.list.lead_count).toBe(leads.length - 2);
  });

  test("renames the list, with a plain message for a name that is too long", async ({ page }) => {
    const { list } = await filledList(`Rename me ${Date.now()}`);
    await page.goto(`/lead-lists/${list.id}`);
    await page.getByRole("button", { name: "Rename…" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename lead list" });
    await dialog.getByLabel("Name").fill("x".repeat(201));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Keep the name to 200 characters or fewer.")).toBeVisible();
    const renamed = `Renamed ${Date.now()}`;
    await dialog.getByLabel("Name").fill(renamed);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    expect((await leadsNow(list.id))!.list.name).toBe(renamed);
  });

  test("deletes the list after a confirmation, and says so on the lists page", async ({ page }) => {
    const { list, leads } = await filledList(`Delete me ${Date.now()}`);
    await page.goto(`/lead-lists/${list.id}`);
    await page.getByRole("button", { name: "Delete list…" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete “${list.name}”?` });
    await expect(confirm).toContainText(`Its ${leads.length} leads`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("button", { name: "Delete list…" })).toBeFocused();
    expect(await leadsNow(list.id)).not.toBeNull();

    await page.getByRole("button", { name: "Delete list…" }).click();
    await confirm.getByRole("button", { name: "Delete list" }).click();
    await expect(page).toHaveURL(/\/lead-lists\?deleted=/);
    await expect(page.getByText(`Deleted “${list.name}” and its leads.`)).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Lead lists" }).getByRole("link", { name: list.name }),
    ).toHaveCount(0);
    expect(await leadsNow(list.id)).toBeNull();
  });
});

test.describe("a lead list, as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("can search and sort but not change the list", async ({ page }) => {
    const { list } = await filledList(`Read only ${Date.now()}`);
    await signInThroughUi(page, "member@acme.test");
    await page.goto(`/lead-lists/${list.id}`);
    await expect(leadsTable(page)).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search leads" })).toBeVisible();
    await expect(page.getByText("You are a member, so you can read this list")).toBeVisible();
    for (const name of ["Rename…", "Delete list…", /^Remove/]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
    await expect(page.getByRole("checkbox")).toHaveCount(0);
  });
});

test.describe("as a member", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("cannot create a lead list, in the UI or by calling the console's API", async ({ page }) => {
    await signInThroughUi(page, "member@acme.test");
    const button = page.getByRole("button", { name: "New lead list" });
    await expect(button).toBeDisabled();
    await expect(page.getByText("Changing workspace data needs the manager role.")).toBeVisible();

    const forced = await page.evaluate(async () => {
      const res = await fetch("/api/public/lead-lists", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Sneaky list" }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(forced.status).toBe(403);
    expect(forced.body.detail).toBe("Changing workspace data needs the manager role.");
  });
});
