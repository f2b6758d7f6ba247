"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiErrorState } from "@/components/api-error-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { errorId, FormField, hintId } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { CreateLeadListBody, type LeadList } from "@/contract/lead-lists";
import { ApiRequestError } from "@/lib/api-client";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import { useUpdateLeadListMutation } from "@/lib/queries/lead-lists";

/** Renames the list or changes its description; the same limits as creating one. */
export function RenameLeadListDialog({
  list,
  onRenamed,
}: {
  list: LeadList;
  onRenamed: (list: LeadList) => void;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useUpdateLeadListMutation(list.id);
  const current = { name: list.name, description: list.description };
  const form = useForm({ resolver: zodResolver(CreateLeadListBody), values: current });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const renamed = await mutation.mutateAsync(body);
      mutation.reset();
      setOpen(false);
      onRenamed(renamed);
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
        if (mutation.isPending) return;
        setOpen(next);
        if (!next) {
          form.reset(current);
          mutation.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">Rename…</Button>
      </DialogTrigger>
      <DialogContent title="Rename lead list" description="Change the list's name or description.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure ? <ApiErrorState error={failure} /> : null}
          {errors.root?.server ? (
            <Alert tone="danger" title="The platform refused the request">
              {errors.root.server.message}
            </Alert>
          ) : null}
          <FormField id="rename-list-name" label="Name" error={errors.name?.message}>
            <Input
              id="rename-list-name"
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? errorId("rename-list-name") : undefined}
              {...form.register("name")}
            />
          </FormField>
          <FormField
            id="rename-list-description"
            label="Description"
            hint="Optional. Who is in this list and why."
            error={errors.description?.message}
          >
            <Textarea
              id="rename-list-description"
              rows={3}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={
                errors.description
                  ? errorId("rename-list-description")
                  : hintId("rename-list-description")
              }
              {...form.register("description")}
            />
          </FormField>
          <div className="flex justify-end gap-3 pt-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Saving…" : "Save"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
