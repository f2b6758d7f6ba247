"use client";

import { useId, useRef } from "react";
import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { FieldMessage } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TEMPLATE_VARIABLE_LABELS, TEMPLATE_VARIABLES } from "@/contract/message-template";
import { errorAt } from "@/lib/campaigns/form-errors";
import { insertAt } from "@/lib/campaigns/step-preview";

/**
 * One of a step's words (subject, message, talk track) with an "Insert variable" menu: the
 * chosen variable goes in at the caret (over a selection), and focus comes back to the field
 * after it, so the keyboard writes a message from start to end.
 */
export function WordsField({
  name,
  label,
  accessibleLabel,
  multiline,
  placeholder,
}: {
  /** The form path, e.g. `steps.0.variants.1.body`. */
  name: string;
  label: string;
  /** The label with its step and version ("Step 1, version B: subject"). */
  accessibleLabel: string;
  multiline?: boolean;
  placeholder?: string;
}) {
  const form = useFormContext();
  const id = useId();
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const caret = useRef<number | null>(null);
  const error = errorAt(form.formState.errors, name);
  const { ref, ...field } = form.register(name);
  const control = {
    ...field,
    id,
    "aria-label": accessibleLabel,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      ref(el);
      element.current = el;
    },
  };

  function insert(variable: string) {
    const el = element.current;
    const value = String(form.getValues(name) ?? "");
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAt(value, `{{${variable}}}`, start, end);
    form.setValue(name, next.text, { shouldDirty: true, shouldValidate: !!error });
    caret.current = next.caret;
  }

  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Insert variable into ${accessibleLabel}`}
            >
              Insert variable
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            // Back to the field, the caret after what was inserted, rather than to the button.
            onCloseAutoFocus={(event) => {
              const el = element.current;
              if (caret.current === null || !el) return;
              event.preventDefault();
              el.focus();
              el.setSelectionRange(caret.current, caret.current);
              caret.current = null;
            }}
          >
            {TEMPLATE_VARIABLES.map((v) => (
              <DropdownMenuItem key={v} onSelect={() => insert(v)}>
                {TEMPLATE_VARIABLE_LABELS[v]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {multiline ? <Textarea rows={5} {...control} /> : <Input autoComplete="off" {...control} />}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
