"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import type { ValidationIssue } from "@/contract/errors";
import { ApiRequestError } from "@/lib/api-client";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import { Dialog, DialogContent, DialogTrigger } from "./dialog";
import { DialogFormActions, FormFailure, useFormSubmit } from "./form-submit";
import { returnFocusTo } from "./return-focus";

type FormDialogSubmit<TInput extends FieldValues, TOutput> = (
  values: TOutput,
  context: {
    /** The same key for a retry of the same values; send it as Idempotency-Key. */
    idempotencyKey: string;
    form: UseFormReturn<TInput, unknown, TOutput>;
  },
) => Promise<void>;

export type FormDialogProps<TInput extends FieldValues, TOutput> = {
  title: string;
  description?: ReactNode;
  /** The form's own schema: checked in the browser before anything is sent. */
  schema: z.ZodType<TOutput, TInput>;
  /** The values it opens with, and returns to when it closes. */
  defaultValues: DefaultValues<TInput>;
  /** The fields, as `<TextField name=… />` and the like (they read the form from context). */
  children: ReactNode | ((form: UseFormReturn<TInput, unknown, TOutput>) => ReactNode);
  /** Named for what it does: “Create list”, “Save”. */
  submitLabel: string;
  /** While the request runs: “Creating…”. */
  pendingLabel: string;
  /**
   * Sends the values. Resolving closes the dialog; throwing an ApiRequestError 422 puts each
   * issue on the field its `loc` names; any other error is shown above the fields.
   */
  onSubmit: FormDialogSubmit<TInput, TOutput>;
  /** Renames wire fields in a 422 to the form's own (e.g. `scopes` → `access`). */
  issuesOnFields?: (issues: readonly ValidationIssue[]) => readonly ValidationIssue[];
  /** The title over 422 issues that name no field. */
  refusedTitle?: string;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** See ConfirmDialog: for a dialog rendered only while open; closing it calls this. */
  onClose?: () => void;
  /** See ConfirmDialog: the element to focus on close when the trigger is gone. */
  returnFocusId?: string;
  /** Wider content, e.g. `max-w-2xl`. */
  className?: string;
};

/** A lib/queries mutation that sends a body with an Idempotency-Key, as every create does. */
type KeyedMutation<TBody, TResult> = {
  mutateAsync: (variables: { body: TBody; idempotencyKey: string }) => Promise<TResult>;
  reset: () => void;
};

/**
 * The usual `onSubmit`: sends the body through `mutation` with the attempt's Idempotency-Key,
 * has the mutation forget the answer (a secret shown next lives only where `onDone` keeps
 * it; the dialog shows failures itself) and hands the answer to `onDone`.
 */
export function submitThrough<TBody, TResult>(
  mutation: KeyedMutation<TBody, TResult>,
  onDone?: (result: TResult) => void,
) {
  return async (body: TBody, { idempotencyKey }: { idempotencyKey: string }) => {
    const result = await mutation.mutateAsync({ body, idempotencyKey });
    mutation.reset();
    onDone?.(result);
  };
}

/**
 * A small form in a modal: react-hook-form with the zod resolver, the server's 422 mapped
 * onto the fields, the submit button pending while the request runs (the dialog cannot be
 * closed then), and one Idempotency-Key per distinct attempt. Each opening starts a fresh
 * form from `defaultValues` (a rename after a rename starts from the new name). Focus starts
 * on the first field, moves to the first field in error, and returns to the trigger on close.
 */
export function FormDialog<TInput extends FieldValues, TOutput = TInput>(
  props: FormDialogProps<TInput, TOutput>,
) {
  const { title, description, trigger, open: controlledOpen, onOpenChange, onClose } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const open = onClose ? true : (controlledOpen ?? ownOpen);

  function setOpen(next: boolean) {
    setOwnOpen(next);
    onOpenChange?.(next);
    if (!next) onClose?.();
  }

  function close() {
    setPending(false);
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        title={title}
        description={description}
        className={props.className}
        onCloseAutoFocus={props.returnFocusId ? returnFocusTo(props.returnFocusId) : undefined}
        onEscapeKeyDown={(event) => {
          if (pending) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        {/* Radix mounts the content only while open, so each opening gets a fresh form. */}
        <FormDialogForm {...props} onPendingChange={setPending} onDone={close} />
      </DialogContent>
    </Dialog>
  );
}

function FormDialogForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  children,
  submitLabel,
  pendingLabel,
  onSubmit,
  issuesOnFields,
  refusedTitle = "The platform refused the request",
  onPendingChange,
  onDone,
}: FormDialogProps<TInput, TOutput> & {
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
}) {
  const [idempotency] = useState(() => new IdempotencyKeys());
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  // The dialog is held open only while the request runs, not while the fields are checked,
  // so Escape right after a field's message always closes it.
  const { submit, failure, serverError, pending } = useFormSubmit(
    form,
    async (values) => {
      await onSubmit(values, { idempotencyKey: idempotency.keyFor(values), form });
      onDone();
    },
    {
      onPendingChange,
      issuesOnFields,
      onFailure: (error) => {
        // A refusal (4xx) surely did nothing; after no answer or a 5xx a retry keeps the key.
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
          idempotency.forget();
        }
      },
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-busy={pending || undefined} className="space-y-4">
        <FormFailure failure={failure} serverError={serverError} refusedTitle={refusedTitle} />
        {typeof children === "function" ? children(form) : children}
        <DialogFormActions
          pending={pending}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
        />
      </form>
    </FormProvider>
  );
}
