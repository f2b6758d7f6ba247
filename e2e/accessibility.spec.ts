import AxeBuilder from "@axe-core/playwright";
import { type Page, request } from "@playwright/test";
import { PLATFORM_URL } from "./env";
import { expect, type PlatformClient, readServerKey, test } from "./fixtures";

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Violations axe rates serious or critical, with where they are. */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

/**
 * A seeded list's own page, by its address: the lists page shows the newest first, so a seeded
 * list sinks past the first page as other specs add lists.
 */
async function seededListPage(platform: PlatformClient, name: string) {
  return `/lead-lists/${(await platform.leadListNamed(name)).id}`;
}

/** Every page of the console, with ids of real objects where a page needs one. */
async function consolePages(platform: PlatformClient): Promise<string[]> {
  const key = readServerKey();
  const http = await request.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": key },
  });
  try {
    const listPage = await seededListPage(platform, "EMEA fintech");
    const endpoint = await http.post("/api/v1/public/webhook-endpoints", {
      data: {
        url: `${PLATFORM_URL}/dev/receiver/axe-${Date.now()}`,
        event_types: ["call.completed"],
        description: "For the accessibility check",
      },
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);
    const { id } = (await endpoint.json()) as { id: string };
    return [
      "/lead-lists",
      listPage,
      "/prospecting",
      "/api-keys",
      "/members",
      "/webhooks",
      `/webhooks/${id}`,
      "/webhooks/signatures",
      "/webhooks/events",
      "/phone-numbers",
      "/connected-accounts",
    ];
  } finally {
    await http.dispose();
  }
}

test.describe("accessibility", () => {
  test("no console page has a serious or critical axe violation, at 1440, 1280 and 1024 px", async ({
    page,
    platform,
  }) => {
    // Twenty-four page loads, each checked by axe.
    test.setTimeout(360_000);
    const paths = await consolePages(platform);
    const found: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const path of paths) {
        await page.goto(path);
        // A page's header waits for its record; the machine may be busy.
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState("networkidle");
        for (const v of await seriousViolations(page)) found.push(`${size.width}px ${path} ${v}`);
      }
    }
    expect(found).toEqual([]);
  });

  test("the lists, keys, members and webhooks pages have no WCAG A/AA violations", async ({
    page,
    platform,
  }) => {
    test.setTimeout(90_000);
    for (const path of ["/lead-lists", "/api-keys", "/members", "/webhooks"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto(await seededListPage(platform, "EMEA fintech"));
    await expect(page.getByRole("table", { name: "Leads" })).toBeVisible();
    expect(await violations(page), "a lead list").toEqual([]);
  });

  test("every console page starts with a skip link to its content", async ({ page, platform }) => {
    test.setTimeout(90_000);
    const paths = await consolePages(platform);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip, path).toBeFocused();
      await expect(skip, path).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main"), path).toBeFocused();
      // The next Tab lands inside the page, not back in the navigation.
      await page.keyboard.press("Tab");
      const inMain = await page.evaluate(
        () => document.querySelector("main")?.contains(document.activeElement) ?? false,
      );
      expect(inMain, path).toBe(true);
    }
  });

  test("every page works from the keyboard at 1440, 1280 and 1024 px: each Tab stop is on screen and shows its focus", async ({
    page,
    platform,
  }) => {
    // Twenty-seven page loads, each walked with Tab.
    test.setTimeout(360_000);
    const paths = await consolePages(platform);
    const found: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const path of paths) {
        await page.goto(path);
        // A page's header waits for its record; the machine may be busy.
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState("networkidle");
        // Past the skip link and into the page's own controls.
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        const seen = new Set<string>();
        for (let stop = 0; stop < 20; stop++) {
          await page.keyboard.press("Tab");
          const focused = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return null;
            const box = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            const name =
              el.getAttribute("aria-label") ||
              el.textContent?.trim().slice(0, 40) ||
              el.getAttribute("name") ||
              el.id ||
              el.tagName;
            return {
              name: `${el.tagName.toLowerCase()} “${name}”`,
              inView:
                box.width > 0 &&
                box.height > 0 &&
                box.left >= -1 &&
                box.right <= window.innerWidth + 1 &&
                box.top >= -1 &&
                box.bottom <= window.innerHeight + 1,
              ring:
                (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
                style.boxShadow !== "none",
              main: document.querySelector("main")?.contains(el) ?? false,
            };
          });
          // Past the page's last control (the focus goes to the browser), back in the
          // navigation, or round to a control already seen: the walk is done.
          if (!focused?.main || seen.has(focused.name)) break;
          seen.add(focused.name);
          if (!focused.inView) found.push(`${size.width}px ${path}: ${focused.name} is off screen`);
          if (!focused.ring) found.push(`${size.width}px ${path}: ${focused.name} shows no focus`);
        }
        if (seen.size === 0) found.push(`${size.width}px ${path}: Tab reaches nothing in the page`);
      }
    }
    expect(found).toEqual([]);
  });

  test("the kit's tables fit the window: no sideways scroll at 1440, 1280 and 1024 px", async ({
    page,
    platform,
  }) => {
    test.setTimeout(120_000);
    const paths = (await consolePages(platform)).filter(
      (path) => path.startsWith("/lead-lists") || path === "/api-keys" || path === "/members",
    );
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole("table").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        const overflow = await page.evaluate(() => {
          const wide: string[] = [];
          if (document.documentElement.scrollWidth > window.innerWidth) wide.push("the page");
          for (const table of document.querySelectorAll("table")) {
            const box = table.parentElement!;
            if (table.getBoundingClientRect().width > box.clientWidth + 1) {
              wide.push(table.getAttribute("aria-label") ?? "a table");
            }
          }
          return wide;
        });
        expect(overflow, `${size.width}px ${path}`).toEqual([]);
      }
    }
  });

  test("a data table's header stays in view while its rows scroll", async ({ page, platform }) => {
    await page.setViewportSize({ width: 1024, height: 500 });
    // A seeded list of 25 leads: enough rows to scroll.
    await page.goto(await seededListPage(platform, "Q4 enterprise targets"));
    const header = page.getByRole("table", { name: "Leads" }).locator("thead th").nth(1);
    await expect(header).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const top = await header.evaluate((th) => th.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(2);
  });

  test("the new lead list dialog is keyboard-usable and clean", async ({ page }) => {
    await page.goto("/lead-lists");
    const trigger = page.getByRole("button", { name: "New lead list" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New lead list" });
    await expect(dialog.getByLabel("Name")).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a confirm dialog is keyboard-usable and clean, and gives focus back", async ({
    page,
    platform,
  }) => {
    // The dialog is cancelled: the seeded list stays as it was.
    await page.goto(await seededListPage(platform, "EMEA fintech"));
    const trigger = page.getByRole("button", { name: "Delete list…" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Delete “EMEA fintech”?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expect(confirm.getByRole("button", { name: "Delete list" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test.describe("signed out", () => {
    test.use({ storageState: { cookies: [], origins: [] } });
    test("the sign-in page has no violations axe can find", async ({ page }) => {
      await page.goto("/sign-in");
      expect(await violations(page)).toEqual([]);
    });
  });
});
