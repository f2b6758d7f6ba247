// @vitest-environment happy-dom
import type { CellContext, ColumnDef, RowData } from "@tanstack/react-table";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable, tableMeta, useDataTable } from "./data-table";
import { controlColumn } from "./data-table-columns";
import { DropdownMenuItem } from "./dropdown-menu";
import { RowActionsMenu } from "./row-actions-menu";

afterEach(cleanup);

type Person = { id: string; name: string; age: number };

declare module "@tanstack/react-table" {
  interface TableMeta<TData extends RowData> {
    people?: { onRemove: (person: Person) => void };
  }
}

/** A cell that is a component with its own state, as TanStack allows: it counts its clicks. */
function CounterCell({ row }: CellContext<Person, unknown>) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {`${row.original.name}: ${clicks}`}
    </button>
  );
}

const COLUMNS: ColumnDef<Person>[] = [
  { id: "name", accessorKey: "name", header: "Name" },
  { id: "age", accessorKey: "age", header: "Age" },
  { id: "counter", header: "Clicks", enableSorting: false, cell: CounterCell },
  controlColumn({
    cell: ({ row, table }) => (
      <RowActionsMenu id={`actions-${row.original.id}`} label={`Actions for ${row.original.name}`}>
        <DropdownMenuItem onSelect={() => tableMeta(table, "people").onRemove(row.original)}>
          Remove…
        </DropdownMenuItem>
      </RowActionsMenu>
    ),
  }),
];

const ADA = { id: "p1", name: "Ada", age: 36 };
const ALAN = { id: "p2", name: "Alan", age: 41 };
const GRACE = { id: "p3", name: "Grace", age: 29 };

function People({
  people,
  onRemove = () => {},
  onRowActivate,
}: {
  people: Person[];
  onRemove?: (person: Person) => void;
  onRowActivate?: (person: Person) => void;
}) {
  const table = useDataTable({
    columns: COLUMNS,
    data: people,
    getRowId: (p) => p.id,
    meta: { people: { onRemove } },
  });
  return <DataTable table={table} label="People" onRowActivate={onRowActivate} />;
}

const bodyRows = () =>
  within(screen.getByRole("table", { name: "People" }))
    .getAllByRole("row")
    .slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("DataTable", () => {
  it("sorts by a header's button and says so in aria-sort, never back to unsorted", async () => {
    const user = userEvent.setup();
    render(<People people={[ALAN, GRACE, ADA]} />);
    const age = screen.getByRole("columnheader", { name: "Age" });
    expect(age.getAttribute("aria-sort")).toBe("none");
    // A column without a sort has no aria-sort at all.
    expect(screen.getByRole("columnheader", { name: "Clicks" }).hasAttribute("aria-sort")).toBe(
      false,
    );
    expect(names()).toEqual(["Alan", "Grace", "Ada"]);

    // A number sorts most first (TanStack's default for numbers), text from A.
    await user.click(within(age).getByRole("button"));
    expect(age.getAttribute("aria-sort")).toBe("descending");
    expect(names()).toEqual(["Alan", "Ada", "Grace"]);

    await user.click(within(age).getByRole("button"));
    expect(age.getAttribute("aria-sort")).toBe("ascending");
    expect(names()).toEqual(["Grace", "Ada", "Alan"]);

    await user.click(within(age).getByRole("button"));
    expect(age.getAttribute("aria-sort")).toBe("descending");

    const name = screen.getByRole("columnheader", { name: "Name" });
    await user.click(within(name).getByRole("button"));
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(age.getAttribute("aria-sort")).toBe("none");
    expect(names()).toEqual(["Ada", "Alan", "Grace"]);
  });

  it("makes the rows one Tab stop moved by the arrows, Home and End; Enter acts on the row", async () => {
    const user = userEvent.setup();
    const activated = vi.fn();
    render(<People people={[ADA, ALAN, GRACE]} onRowActivate={activated} />);
    const rows = bodyRows();
    expect(rows.map((row) => row.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);

    // Tab from the last header button lands on the rows' one stop.
    within(screen.getByRole("columnheader", { name: "Age" }))
      .getByRole("button")
      .focus();
    await user.tab();
    expect(document.activeElement).toBe(rows[0]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(rows[2]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(rows[2]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(rows[0]);
    await user.keyboard("{ArrowDown}");
    // The row last moved to is the one Tab comes back to.
    expect(bodyRows().map((row) => row.getAttribute("tabindex"))).toEqual(["-1", "0", "-1"]);

    await user.keyboard("{Enter}");
    expect(activated).toHaveBeenCalledWith(ALAN);
  });

  it("keeps a cell component's state across a render with new data, and a cell may use hooks", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<People people={[ADA, ALAN]} />);
    await user.click(screen.getByRole("button", { name: "Ada: 0" }));
    await user.click(screen.getByRole("button", { name: "Ada: 1" }));

    // New objects for the same records, one more row and a new callback: what a refetch brings.
    rerender(
      <People people={[{ ...ADA, age: 37 }, { ...ALAN }, GRACE]} onRemove={() => undefined} />,
    );
    expect(screen.getByRole("button", { name: "Ada: 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Grace: 0" })).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
  });

  it("keeps an open row menu open across a render, and its item calls the page's latest callback", async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<People people={[ADA, ALAN]} onRemove={first} />);
    await user.click(screen.getByRole("button", { name: "Actions for Alan" }));
    expect(screen.getByRole("menuitem", { name: "Remove…" })).toBeTruthy();

    rerender(<People people={[{ ...ADA }, { ...ALAN }]} onRemove={latest} />);
    await act(async () => {});
    const item = screen.getByRole("menuitem", { name: "Remove…" });
    await user.click(item);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(ALAN);
  });

  it("shows the empty row across every column, and placeholder rows while loading", () => {
    const { rerender } = render(<People people={[]} />);
    const empty = screen.getByRole("cell", { name: "Nothing to show." });
    expect(empty.getAttribute("colspan")).toBe("4");

    function Loading() {
      const table = useDataTable({ columns: COLUMNS, data: [], getRowId: (p: Person) => p.id });
      return <DataTable table={table} label="People" loading />;
    }
    rerender(<Loading />);
    expect(screen.getByRole("table", { name: "People" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Loading people");
  });
});
