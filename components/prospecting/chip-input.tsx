"use client";

import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "@/lib/cn";
import { addValues, splitPasted } from "@/lib/prospecting/pasted-values";
import { matchingSuggestions } from "@/lib/prospecting/suggestions";
import { SuggestionList } from "./suggestion-list";
import { useCombobox } from "./use-combobox";

/**
 * Values as removable chips, with a combobox that suggests known values and still takes any
 * text: Enter adds the highlighted suggestion (or the text, when none is), a paste of
 * "A, B, C" or of lines adds each, Backspace in the empty box removes the last chip, Escape
 * drops what was typed, and leaving the box keeps what was typed. Chips show their labels
 * (`c_suite` reads "C-suite"); the values stay the wire's. Going over the limit is allowed so
 * the form can say so; the count shows against the limit all along.
 */
export function ChipInput({
  id,
  values,
  onChange,
  onBlur,
  limit,
  suggestions,
  labelOf = (value) => value,
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
  labelOf?: (value: string) => string;
  invalid: boolean;
  describedBy: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const ownInput = useRef<HTMLInputElement | null>(null);
  const options = useMemo(
    () => matchingSuggestions(suggestions, values, text, labelOf),
    [suggestions, values, text, labelOf],
  );
  const combo = useCombobox(options);

  function add(raw: readonly string[]) {
    setText("");
    combo.close();
    const { values: next, added } = addValues(values, raw.map((v) => v.trim()).filter(Boolean));
    if (added.length === 0) {
      if (raw.length > 0 && raw[0]?.trim()) setAnnouncement(`${raw[0].trim()} is already chosen.`);
      return;
    }
    onChange(next);
    const what = added.length === 1 ? labelOf(added[0]!) : `${added.length} values`;
    setAnnouncement(`Added ${what}; ${next.length} of at most ${limit}.`);
  }

  function remove(index: number) {
    const value = values[index];
    onChange(values.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${value === undefined ? "" : labelOf(value)}.`);
    ownInput.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (combo.navigate(e)) return;
    if (e.key === "Enter") {
      // Enter adds a chip; it never submits the search.
      e.preventDefault();
      add([combo.highlighted ?? text]);
    } else if (e.key === "Escape") {
      // Escape takes back what was typed: leaving the box afterwards adds nothing.
      if (combo.showList || text !== "") e.preventDefault();
      combo.close();
      setText("");
    } else if (e.key === "Backspace" && text === "" && values.length > 0) {
      remove(values.length - 1);
    }
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    const pasted = splitPasted(`${text}${e.clipboardData.getData("text")}`);
    if (pasted.length < 2) return;
    e.preventDefault();
    add(pasted);
  }

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
                <span className="truncate" title={value}>
                  {labelOf(value)}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${labelOf(value)}`}
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
          {...combo.inputProps}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={text}
          placeholder={values.length === 0 ? "Type, paste, or pick a suggestion" : undefined}
          onChange={(e) => {
            setText(e.target.value);
            combo.typed(e.target.value);
          }}
          onBlur={() => {
            combo.close();
            if (text.trim() !== "") add([text]);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          className="h-6 min-w-32 flex-1 border-0 bg-transparent p-0 text-sm text-zinc-900 placeholder:text-zinc-400 focus:ring-0 focus:outline-none"
        />
      </div>
      <SuggestionList
        id={combo.listboxId}
        options={options}
        active={combo.active}
        show={combo.showList}
        labelOf={labelOf}
        onPick={(option) => add([option])}
      />
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
