"use client";

import { type KeyboardEvent, type Ref, useId, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { matchingSuggestions } from "@/lib/prospecting/suggestions";

/**
 * Values as removable chips, with a combobox that suggests known values and still takes any
 * text: Enter adds what is typed (or the highlighted suggestion), Backspace in the empty box
 * removes the last chip, Escape drops what was typed, and leaving the box keeps what was typed. Going over the limit is
 * allowed so the form can say so; the count shows against the limit all along.
 */
export function ChipInput({
  id,
  values,
  onChange,
  onBlur,
  limit,
  suggestions,
  invalid,
  describedBy,
  inputRef,
}: {
  id: string;
  values: string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  limit: number;
  suggestions: readonly string[];
  invalid: boolean;
  describedBy: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const ownInput = useRef<HTMLInputElement | null>(null);
  const listboxId = useId();
  const options = useMemo(
    () => matchingSuggestions(suggestions, values, text),
    [suggestions, values, text],
  );
  const showList = open && options.length > 0;

  function add(raw: string) {
    const value = raw.trim();
    setText("");
    setActive(-1);
    if (value === "") return;
    if (values.some((v) => v.toLowerCase() === value.toLowerCase())) {
      setAnnouncement(`${value} is already chosen.`);
      return;
    }
    onChange([...values, value]);
    setAnnouncement(`Added ${value}; ${values.length + 1} of at most ${limit}.`);
  }

  function remove(index: number) {
    const value = values[index];
    onChange(values.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${value}.`);
    ownInput.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (e.key === "Enter") {
      // Enter adds a chip; it never submits the search.
      e.preventDefault();
      const option = showList && active >= 0 ? options[active] : undefined;
      add(option ?? text);
    } else if (e.key === "Escape") {
      // Escape takes back what was typed: leaving the box afterwards adds nothing.
      if (showList || text !== "") e.preventDefault();
      setOpen(false);
      setActive(-1);
      setText("");
    } else if (e.key === "Backspace" && text === "" && values.length > 0) {
      remove(values.length - 1);
    }
  }

  const activeId = showList && active >= 0 ? `${listboxId}-${active}` : undefined;

  return (
    <div className="relative">
      <div
        className={cn(
          "flex min-h-9 flex-wrap items-center gap-1.5 rounded-md bg-white px-2 py-1.5 shadow-sm ring-1 ring-inset",
          "focus-within:ring-2",
          invalid
            ? "ring-red-500 focus-within:ring-red-600"
            : "ring-zinc-300 focus-within:ring-indigo-600",
        )}
      >
        {values.length > 0 ? (
          <ul className="flex max-w-full flex-wrap gap-1.5" aria-label="Chosen values">
            {values.map((value, index) => (
              <li
                key={value}
                className="inline-flex max-w-full items-center gap-1 rounded bg-indigo-50 py-0.5 pr-0.5 pl-2 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
              >
                <span className="truncate">{value}</span>
                <button
                  type="button"
                  aria-label={`Remove ${value}`}
                  onClick={() => remove(index)}
                  className="rounded p-0.5 text-indigo-500 hover:bg-indigo-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <svg aria-hidden viewBox="0 0 20 20" className="size-3" fill="currentColor">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          ref={(node) => {
            ownInput.current = node;
            if (typeof inputRef === "function") inputRef(node);
            else if (inputRef) inputRef.current = node;
          }}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={text}
          placeholder={values.length === 0 ? "Type, or pick a suggestion" : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            if (text.trim() !== "") add(text);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className="h-6 min-w-32 flex-1 border-0 bg-transparent p-0 text-sm text-zinc-900 placeholder:text-zinc-400 focus:ring-0 focus:outline-none"
        />
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        // A scrolling list is a tab stop in Chromium; it closes when the box loses the focus,
        // which would leave the focus on nothing. Tab goes on to the next field instead.
        tabIndex={-1}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-zinc-200"
      >
        {options.map((option, index) => (
          // The keyboard works through the box (aria-activedescendant), as the combobox pattern has it.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
          <div
            key={option}
            id={`${listboxId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the box, so the click lands before the list closes.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => add(option)}
            className={cn(
              "cursor-pointer px-3 py-1.5 text-zinc-800",
              index === active ? "bg-indigo-600 text-white" : "hover:bg-zinc-100",
            )}
          >
            {option}
          </div>
        ))}
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
