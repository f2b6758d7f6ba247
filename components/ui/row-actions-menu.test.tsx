// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DropdownMenuItem } from "./dropdown-menu";
import { RowActionsMenu } from "./row-actions-menu";

afterEach(cleanup);

function Menu({ onRename, onDelete }: { onRename: () => void; onDelete: () => void }) {
  return (
    <RowActionsMenu id="actions-k1" label="Actions for key Zapier">
      <DropdownMenuItem onSelect={onRename}>Rename…</DropdownMenuItem>
      <DropdownMenuItem tone="danger" onSelect={onDelete}>
        Delete…
      </DropdownMenuItem>
    </RowActionsMenu>
  );
}

describe("RowActionsMenu", () => {
  it("is a button named after its row, marked as the row's action, closed at first", () => {
    render(<Menu onRename={vi.fn()} onDelete={vi.fn()} />);
    const trigger = screen.getByRole("button", { name: "Actions for key Zapier" });
    expect(trigger.id).toBe("actions-k1");
    expect(trigger.hasAttribute("data-row-action")).toBe(true);
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens on a click; an item acts and the menu closes", async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    const onDelete = vi.fn();
    render(<Menu onRename={onRename} onDelete={onDelete} />);
    const trigger = screen.getByRole("button", { name: "Actions for key Zapier" });
    await user.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const items = screen.getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toEqual(["Rename…", "Delete…"]);

    await user.click(screen.getByRole("menuitem", { name: "Delete…" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens from the keyboard on its first item; Escape closes it and gives focus back", async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    render(<Menu onRename={onRename} onDelete={vi.fn()} />);
    const trigger = screen.getByRole("button", { name: "Actions for key Zapier" });
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Rename…" }));

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(onRename).toHaveBeenCalledTimes(1);
  });
});
