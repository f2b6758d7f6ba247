import type { Page } from "@playwright/test";

/** Aids shared by the prospecting specs (not a spec itself). */

/** Opens the import dialog and chooses the list the prospects go to. */
export async function openImport(page: Page, listId: string) {
  await page.getByRole("button", { name: "Import…" }).click();
  const dialog = page.getByRole("dialog", { name: "Import into a lead list" });
  await dialog.getByLabel("Lead list").selectOption(listId);
  return dialog;
}

/** Whatever scrolls sideways: the page itself, or a box in the page wider than it shows. */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const wide: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) wide.push("page");
    for (const el of document.querySelectorAll("main *")) {
      if (!["auto", "scroll"].includes(getComputedStyle(el).overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        wide.push(el.getAttribute("aria-label") ?? el.tagName);
      }
    }
    return wide;
  });
}
