"use client";

import { cn } from "@/lib/cn";

/** The suggestions under a combobox; the keyboard works through the box, the mouse here. */
export function SuggestionList({
  id,
  options,
  active,
  show,
  labelOf,
  onPick,
}: {
  id: string;
  options: readonly string[];
  active: number;
  show: boolean;
  labelOf: (value: string) => string;
  onPick: (value: string) => void;
}) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Suggestions"
      // A scrolling list is a tab stop in Chromium; it closes when the box loses the focus,
      // which would leave the focus on nothing. Tab goes on to the next field instead.
      tabIndex={-1}
      hidden={!show}
      className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-zinc-200"
    >
      {options.map((option, index) => (
        // The keyboard works through the box (aria-activedescendant), as the combobox pattern has it.
        // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
        <div
          key={option}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          // Keeps the focus in the box, so the click lands before the list closes.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(option)}
          className={cn(
            "cursor-pointer px-3 py-1.5 text-zinc-800",
            index === active ? "bg-indigo-600 text-white" : "hover:bg-zinc-100",
          )}
        >
          {labelOf(option)}
        </div>
      ))}
    </div>
  );
}
