"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiErrorState } from "@/components/api-error-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { errorId, FormField, hintId } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { type CreateLeadListBody as CreateBody, CreateLeadListBody } from "@/contract/lead-lists";
import { ApiRequestError } from "@/lib/api-client";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import { useCreateLeadListMutation } from "@/lib/queries/lead-lists";

const DEFAULTS = { name: "", description: "" };

/**
 * One Idempotency-Key per distinct request: retrying the same values after an unclear
 * failure reuses the key, so the platform cannot make the list twice.
 */
function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: CreateBody) {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    reset() {
      last.current = null;
    },
  };
}

export function CreateLeadListDialog({ onCreated }: { onCreated: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const mutation = useCreateLeadListMutation();
  const idempotency = useIdempotencyKey();
  const form = useForm({ resolver: zodResolver(CreateLeadListBody), defaultValues: DEFAULTS });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const list = await mutation.mutateAsync({ body, idempotencyKey: idempotency.keyFor(body) });
      idempotency.reset();
      form.reset(DEFAULTS);
      mutation.reset();
      setOpen(false);
      onCreated(list.name);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        applyValidationErrors(form, err.validationIssues);
      }
    }
  });

  const failure =
    mutation.error instanceof ApiRequestError && mutation.error.status === 422
      ? null
      : mutation.error;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset(DEFAULTS);
          mutation.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>New lead list</Button>
      </DialogTrigger>
      <DialogContent
        title="New lead list"
        description="Group leads you want to work on together. You can add leads to it later."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure ? <ApiErrorState error={failure} /> : null}
          {errors.root?.server ? (
            <Alert tone="danger" title="The platform refused the request">
              {errors.root.server.message}
            </Alert>
          ) : null}
          <FormField id="lead-list-name" label="Name" error={errors.name?.message}>
            <Input
              id="lead-list-name"
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? errorId("lead-list-name") : undefined}
              {...form.register("name")}
            />
          </FormField>
          <FormField
            id="lead-list-description"
            label="Description"
            hint="Optional. Who is in this list and why."
            error={errors.description?.message}
          >
            <Textarea
              id="lead-list-description"
              rows={3}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={
                errors.description
                  ? errorId("lead-list-description")
                  : hintId("lead-list-description")
              }
              {...form.register("description")}
            />
          </FormField>
          <div className="flex justify-end gap-3 pt-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Creating…" : "Create list"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
