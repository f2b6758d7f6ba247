// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SelectField } from "./select-field";

afterEach(cleanup);

const OPTIONS = [
  { value: "", label: "Any status" },
  { value: "succeeded", label: "Succeeded" },
  { value: "failed", label: "Failed" },
];

function StatusFilter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <SelectField
      label="Status"
      value={value}
      options={OPTIONS}
      look="compact"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("SelectField", () => {
  it("is a native select named by its label, with its options in order", () => {
    render(<StatusFilter onChange={vi.fn()} />);
    const select = screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Any status",
      "Succeeded",
      "Failed",
    ]);
    expect(select.value).toBe("");
  });

  it("reports the chosen option's value, not its label", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StatusFilter onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement;
    await user.selectOptions(select, "Failed");
    expect(onChange).toHaveBeenCalledWith("failed");
    expect(select.value).toBe("failed");
  });

  it("cannot be changed while disabled", () => {
    render(
      <SelectField
        label="Role"
        value="a"
        options={[{ value: "a", label: "A" }]}
        onChange={vi.fn()}
        disabled
      />,
    );
    expect((screen.getByRole("combobox", { name: "Role" }) as HTMLSelectElement).disabled).toBe(
      true,
    );
  });
});
