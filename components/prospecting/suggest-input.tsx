"use client";

import { type ComponentProps, type KeyboardEvent, useMemo } from "react";
import { Input } from "@/components/ui/input";
import { matchingSuggestions } from "@/lib/prospecting/suggestions";
import { SuggestionList } from "./suggestion-list";
import { useCombobox } from "./use-combobox";

/**
 * One text value with the same suggestion list as the chip inputs (not the browser's
 * datalist, which looks and behaves differently in every browser): Enter takes the
 * highlighted suggestion, any text is still accepted.
 */
export function SuggestInput({
  value,
  onChange,
  suggestions,
  ...input
}: Omit<ComponentProps<typeof Input>, "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
  suggestions: readonly string[];
}) {
  const options = useMemo(() => {
    const matching = matchingSuggestions(suggestions, [], value);
    return matching.length === 1 && matching[0] === value ? [] : matching;
  }, [suggestions, value]);
  const combo = useCombobox(options);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (combo.navigate(e)) return;
    if (e.key === "Enter" && combo.highlighted !== undefined) {
      e.preventDefault();
      onChange(combo.highlighted);
      combo.close();
    } else if (e.key === "Escape" && combo.showList) {
      e.preventDefault();
      combo.close();
    }
  }

  return (
    <div className="relative">
      <Input
        {...input}
        {...combo.inputProps}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          combo.typed(e.target.value);
        }}
        onBlur={(e) => {
          combo.close();
          input.onBlur?.(e);
        }}
        onKeyDown={onKeyDown}
      />
      <SuggestionList
        id={combo.listboxId}
        options={options}
        active={combo.active}
        show={combo.showList}
        labelOf={(v) => v}
        onPick={(option) => {
          onChange(option);
          combo.close();
        }}
      />
    </div>
  );
}
