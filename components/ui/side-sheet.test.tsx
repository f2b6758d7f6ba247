// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { returnFocusTo } from "./return-focus";
import { SideSheet, SideSheetBody } from "./side-sheet";

afterEach(cleanup);

/**
 * A list whose row opens a record in the sheet, as the prospect and delivery pages do. The
 * sheet has no Radix trigger (it opens from the address), so the page says where the focus
 * goes back to.
 */
function ListWithSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button id="open-ada" type="button" onClick={() => setOpen(true)}>
        Open Ada Lovelace
      </button>
      <SideSheet
        open={open}
        onClose={() => setOpen(false)}
        onCloseAutoFocus={returnFocusTo("open-ada")}
        className="max-w-xl"
      >
        <DialogPrimitive.Title>Ada Lovelace</DialogPrimitive.Title>
        <SideSheetBody label="Ada Lovelace's details">
          <p>Analyst at the Analytical Engine Company</p>
        </SideSheetBody>
      </SideSheet>
    </>
  );
}

describe("SideSheet", () => {
  it("opens as a dialog named by its title, with the focus inside", async () => {
    const user = userEvent.setup();
    render(<ListWithSheet />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open Ada Lovelace" }));
    const sheet = screen.getByRole("dialog", { name: "Ada Lovelace" });
    expect(sheet.contains(document.activeElement)).toBe(true);
    // Its body can take the focus, so a keyboard can scroll a record with no controls.
    const body = screen.getByRole("region", { name: "Ada Lovelace's details" });
    expect(body.getAttribute("tabindex")).toBe("0");
  });

  it("closes on Escape and gives the focus back to what opened it", async () => {
    const user = userEvent.setup();
    render(<ListWithSheet />);
    const opener = screen.getByRole("button", { name: "Open Ada Lovelace" });
    await user.click(opener);
    expect(screen.getByRole("dialog", { name: "Ada Lovelace" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix asks where the focus goes (onCloseAutoFocus) once the sheet has unmounted.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
