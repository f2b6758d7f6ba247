import { expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./local-time";

it("reads a datetime-local value as local time and gives it back unchanged", () => {
  const iso = fromLocalInput("2026-11-20T09:30");
  expect(iso).toBe(new Date(2026, 10, 20, 9, 30).toISOString());
  expect(toLocalInput(iso)).toBe("2026-11-20T09:30");
});

it("turns empty or unreadable values into nothing", () => {
  expect(fromLocalInput("")).toBeNull();
  expect(fromLocalInput("next tuesday")).toBeNull();
  expect(toLocalInput(null)).toBe("");
  expect(toLocalInput("not a time")).toBe("");
});
