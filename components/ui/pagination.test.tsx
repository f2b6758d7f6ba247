// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { PageLink, Pagination } from "./pagination";

afterEach(cleanup);

const hrefFor = (page: number) => `/lead-lists?page=${page}`;

describe("Pagination", () => {
  it("says which rows are shown and links to the pages either side", () => {
    render(<Pagination page={2} perPage={25} total={120} hrefFor={hrefFor} noun="lists" />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav.textContent).toContain("Showing 26–50 of 120 lists · page 2 of 5");
    expect(within(nav).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/lead-lists?page=1",
    );
    expect(within(nav).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/lead-lists?page=3",
    );
  });

  it("has no link where there is nowhere to go", () => {
    render(<Pagination page={1} perPage={25} total={20} hrefFor={hrefFor} noun="lists" />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav.textContent).toContain("Showing 1–20 of 20 lists");
    expect(nav.textContent).not.toContain("page 1 of");
    expect(within(nav).queryAllByRole("link")).toHaveLength(0);
    expect(within(nav).getByText("Previous").getAttribute("aria-disabled")).toBe("true");
    expect(within(nav).getByText("Next").getAttribute("aria-disabled")).toBe("true");
  });

  it("says so when a page past the end is asked for", () => {
    render(<Pagination page={9} perPage={25} total={120} hrefFor={hrefFor} noun="lists" />);
    expect(screen.getByRole("navigation").textContent).toContain("No lists on this page");
  });
});

describe("PageLink", () => {
  it("moves within the page on a plain click, and leaves a modified click to the browser", async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <PageLink href="/calls?page=2" onNavigate={onNavigate} disabled={false}>
        Next
      </PageLink>,
    );
    const link = screen.getByRole("link", { name: "Next" });
    // Heard after React's own listener (on its root), as the browser would act.
    let prevented: boolean | null = null;
    const hear = (event: Event) => {
      prevented = event.defaultPrevented;
      // Keep the test's window where it is either way.
      event.preventDefault();
    };
    document.addEventListener("click", hear);
    onTestFinished(() => document.removeEventListener("click", hear));
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(prevented).toBe(true);

    await user.keyboard("{Control>}");
    await user.click(link);
    await user.keyboard("{/Control}");
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(prevented).toBe(false);
  });
});
