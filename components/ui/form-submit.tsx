"use client";

import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ApiErrorState } from "@/components/ui/api-error-state";
import type { ValidationIssue } from "@/contract/errors";
import { placeSubmitError } from "@/lib/forms/apply-validation-errors";
import { Alert } from "./alert";
import { Button } from "./button";
import { DialogClose } from "./dialog";

/**
 * A form's submit as the kit does it: the fields are checked, then `send` runs while
 * `onPendingChange` holds what surrounds the form (a dialog) open; a 422 puts each issue on
 * the field its `loc` names, and any other failure is kept for `FormFailure` to show.
 */
export function useFormSubmit<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  send: (values: TOutput) => Promise<void>,
  {
    onPendingChange,
    onFailure,
    issuesOnFields,
  }: {
    onPendingChange?: (pending: boolean) => void;
    /** Told of each failure before it is shown (e.g. to forget an Idempotency-Key). */
    onFailure?: (error: unknown) => void;
    issuesOnFields?: (issues: readonly ValidationIssue[]) => readonly ValidationIssue[];
  } = {},
) {
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    onPendingChange?.(true);
    try {
      await send(values);
    } catch (error) {
      onFailure?.(error);
      setFailure(placeSubmitError(form, error, issuesOnFields));
    } finally {
      onPendingChange?.(false);
    }
  });
  return {
    submit,
    failure,
    /** Issues of a 422 that name no field. */
    serverError: form.formState.errors.root?.server?.message,
    pending: form.formState.isSubmitting,
  };
}

/** Above a form's fields: what `useFormSubmit` kept of the last failure. */
export function FormFailure({
  failure,
  serverError,
  refusedTitle,
}: {
  failure: unknown;
  serverError: string | undefined;
  refusedTitle: string;
}) {
  return (
    <>
      {failure ? <ApiErrorState error={failure} /> : null}
      {serverError ? (
        <Alert tone="danger" title={refusedTitle}>
          {serverError}
        </Alert>
      ) : null}
    </>
  );
}

/** A dialog form's last row: Cancel (closes the dialog) and the submit, both still while pending. */
export function DialogFormActions({
  pending,
  submitLabel,
  pendingLabel,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
