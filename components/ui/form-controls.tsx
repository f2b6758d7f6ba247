"use client";

import { type ComponentProps, useId } from "react";
import { get, useFormContext } from "react-hook-form";
import { errorId, FormField, hintId } from "./form-field";
import { Input, Textarea } from "./input";

type FieldProps = {
  /** The form value's path, e.g. `name` or `filters.job_title`. */
  name: string;
  label: string;
  hint?: string;
  /** A fixed id, when a test or a label elsewhere names the control. */
  id?: string;
};

/**
 * The id, error and ARIA wiring of one field of the surrounding form (FormDialog, or any
 * FormProvider): the control says it is invalid and is described by its error, else its hint.
 */
function useField({ name, hint, id }: FieldProps) {
  const form = useFormContext();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  // A nested path (`filters.job_title`) is looked up the way react-hook-form stores it.
  const found: { message?: string } | undefined = get(form.formState.errors, name);
  const error = found?.message;
  const describedBy = error ? errorId(controlId) : hint ? hintId(controlId) : undefined;
  return {
    controlId,
    error,
    control: {
      id: controlId,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy,
      ...form.register(name),
    },
  };
}

/** A labelled text input of the surrounding form. */
export function TextField({
  name,
  label,
  hint,
  id,
  ...input
}: FieldProps & Omit<ComponentProps<"input">, "name" | "id">) {
  const field = useField({ name, label, hint, id });
  return (
    <FormField id={field.controlId} label={label} hint={hint} error={field.error}>
      <Input autoComplete="off" {...input} {...field.control} />
    </FormField>
  );
}

/** A labelled multi-line text input of the surrounding form. */
export function TextAreaField({
  name,
  label,
  hint,
  id,
  ...textarea
}: FieldProps & Omit<ComponentProps<"textarea">, "name" | "id">) {
  const field = useField({ name, label, hint, id });
  return (
    <FormField id={field.controlId} label={label} hint={hint} error={field.error}>
      <Textarea rows={3} {...textarea} {...field.control} />
    </FormField>
  );
}

export type SelectFieldOption = { value: string; label: string; disabled?: boolean };

/** A labelled native select of the surrounding form: keyboard and typeahead as the platform's. */
export function SelectFormField({
  name,
  label,
  hint,
  id,
  options,
}: FieldProps & { options: readonly SelectFieldOption[] }) {
  const field = useField({ name, label, hint, id });
  return (
    <FormField id={field.controlId} label={label} hint={hint} error={field.error}>
      <select
        className="block h-9 w-full rounded-md border-0 bg-white px-2 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 aria-invalid:ring-red-600"
        {...field.control}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
