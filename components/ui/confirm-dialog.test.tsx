// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

afterEach(cleanup);

function RevokeKey({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  return (
    <ConfirmDialog
      trigger={<Button>Revoke…</Button>}
      title="Revoke “Zapier”?"
      description="It is refused (401) from the moment you revoke it."
      affects="Every integration that sends this key."
      actionLabel="Revoke key"
      pendingLabel="Revoking…"
      onConfirm={onConfirm}
    />
  );
}

/** A promise the test settles when it wants: the action "running" in between. */
function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("ConfirmDialog", () => {
  it("opens on Cancel, names its action, and closes once the action has run", async () => {
    const user = userEvent.setup();
    const run = deferred();
    const onConfirm = vi.fn(() => run.promise);
    render(<RevokeKey onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Revoke…" }));
    const dialog = screen.getByRole("alertdialog", { name: "Revoke “Zapier”?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(dialog.textContent).toContain("Every integration that sends this key.");

    await user.click(within(dialog).getByRole("button", { name: "Revoke key" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // While it runs: the pending words, and the dialog cannot be left.
    const pending = within(dialog).getByRole("button", { name: "Revoking…" }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect(dialog.getAttribute("aria-busy")).toBe("true");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();

    run.resolve();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("shows a failure inside and stays open, so the action can be tried again", async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiRequestError({ status: 409, detail: "The key was already revoked." }),
      )
      .mockResolvedValueOnce(undefined);
    render(<RevokeKey onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Revoke…" }));
    const dialog = screen.getByRole("alertdialog", { name: "Revoke “Zapier”?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke key" }));

    await waitFor(() => expect(dialog.textContent).toContain("The key was already revoked."));
    expect(dialog.textContent).toContain("Request failed (HTTP 409)");
    const again = within(dialog).getByRole("button", { name: "Revoke key" }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);

    await user.click(again);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("does nothing on Cancel but close, giving the focus back to its trigger", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {});
    render(<RevokeKey onConfirm={onConfirm} />);
    const trigger = screen.getByRole("button", { name: "Revoke…" });
    await user.click(trigger);
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
