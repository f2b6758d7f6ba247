"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { type UseFormRegisterReturn, useForm, useWatch } from "react-hook-form";
import { ApiErrorState } from "@/components/api-error-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { errorId, FormField, hintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ADMIN_AREA_NAMES } from "@/contract/key-access";
import type { Me } from "@/contract/members";
import { ApiRequestError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import { useCreateApiKeyMutation } from "@/lib/queries/api-keys";
import {
  ACCESS_CHOICES,
  CREATE_KEY_DEFAULTS,
  type CreateKeyFormValues,
  createKeyFormSchema,
  EXPIRY_CHOICES,
  expiryOf,
  issuesOnFormFields,
  localDateInput,
  toCreateApiKeyBody,
} from "./create-key-form";
import type { RevealedKey } from "./secret-reveal-dialog";

export const TEST_KEY_WARNING =
  "A test key (sk_test_) gives no isolation: it works on the same real data as a live key, and its sends, calls and charges are real.";

function Choice({
  name,
  value,
  label,
  hint,
  checked,
  register,
}: {
  name: string;
  value: string;
  label: string;
  hint?: string;
  checked: boolean;
  register: UseFormRegisterReturn;
}) {
  const id = `${name}-${value}`;
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-start gap-2.5 rounded-md p-3 text-sm ring-1 ring-inset",
        checked ? "bg-indigo-50/60 ring-indigo-300" : "bg-white ring-zinc-200 hover:bg-zinc-50",
      )}
    >
      <input
        id={id}
        type="radio"
        value={value}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 accent-indigo-600"
        {...register}
      />
      <span>
        <span id={`${id}-label`} className="block font-medium text-zinc-900">
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className="block text-xs text-zinc-500">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** The "Create key" dialog: label, access, environment and expiry; the value is shown next. */
export function CreateApiKeyDialog({
  me,
  onCreated,
}: {
  me: Me;
  onCreated: (revealed: RevealedKey) => void;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useCreateApiKeyMutation();
  const schema = useMemo(() => createKeyFormSchema(), []);
  const form = useForm<CreateKeyFormValues>({
    resolver: zodResolver(schema),
    defaultValues: CREATE_KEY_DEFAULTS,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const environment = values.environment ?? "live";
  const expiry = values.expiry ?? "never";
  const expiresAt =
    expiry === "never"
      ? null
      : expiryOf({ expiry, expiryDate: values.expiryDate ?? "" }, new Date());

  function reset() {
    form.reset(CREATE_KEY_DEFAULTS);
    mutation.reset();
  }

  const onSubmit = form.handleSubmit(async (formValues) => {
    try {
      const created = await mutation.mutateAsync(toCreateApiKeyBody(formValues, new Date()));
      // The value goes to the reveal dialog's state only; the mutation forgets it at once.
      mutation.reset();
      form.reset(CREATE_KEY_DEFAULTS);
      setOpen(false);
      onCreated({ apiKey: created.api_key, value: created.key });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        applyValidationErrors(form, issuesOnFormFields(err.validationIssues));
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
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>Create key</Button>
      </DialogTrigger>
      <DialogContent
        title="Create an API key"
        description="Give the key to one integration. You choose what it may do; its value is shown once, next."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {failure ? <ApiErrorState error={failure} /> : null}
          {errors.root?.server ? (
            <Alert tone="danger" title="The platform refused the key">
              {errors.root.server.message}
            </Alert>
          ) : null}

          <FormField
            id="key-label"
            label="Label"
            hint="Say what uses it, e.g. “Zapier: new leads” or “CRM sync”."
            error={errors.label?.message}
          >
            <Input
              id="key-label"
              autoComplete="off"
              aria-invalid={errors.label ? true : undefined}
              aria-describedby={errors.label ? errorId("key-label") : hintId("key-label")}
              {...form.register("label")}
            />
          </FormField>

          <fieldset aria-describedby={errors.access ? errorId("key-access") : undefined}>
            <legend className="text-sm font-medium text-zinc-800">Access</legend>
            <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
              {ACCESS_CHOICES.map((choice) => (
                <Choice
                  key={choice.value}
                  name="key-access"
                  value={choice.value}
                  label={choice.label}
                  hint={choice.hint}
                  checked={values.access === choice.value}
                  register={form.register("access")}
                />
              ))}
            </div>
            {errors.access ? (
              <p
                id={errorId("key-access")}
                role="alert"
                className="mt-1.5 text-xs font-medium text-red-600"
              >
                {errors.access.message}
              </p>
            ) : null}
          </fieldset>

          <fieldset>
            <legend className="text-sm font-medium text-zinc-800">Environment</legend>
            <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
              <Choice
                name="key-environment"
                value="live"
                label="Live"
                hint="sk_live_: real data and real sends."
                checked={environment === "live"}
                register={form.register("environment")}
              />
              <Choice
                name="key-environment"
                value="test"
                label="Test"
                hint="sk_test_: for trying things out."
                checked={environment === "test"}
                register={form.register("environment")}
              />
            </div>
            {environment === "test" ? (
              <Alert tone="warning" title="Test keys are not a sandbox" className="mt-2">
                {TEST_KEY_WARNING}
              </Alert>
            ) : null}
          </fieldset>

          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="key-expiry" label="Expires">
              <select
                id="key-expiry"
                className="block h-9 w-full rounded-md border-0 bg-white px-3 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
                {...form.register("expiry")}
              >
                {EXPIRY_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </FormField>
            {expiry === "date" ? (
              <FormField
                id="key-expiry-date"
                label="Expiry date"
                error={errors.expiryDate?.message}
              >
                <Input
                  id="key-expiry-date"
                  type="date"
                  min={localDateInput(new Date())}
                  aria-invalid={errors.expiryDate ? true : undefined}
                  aria-describedby={errors.expiryDate ? errorId("key-expiry-date") : undefined}
                  {...form.register("expiryDate")}
                />
              </FormField>
            ) : null}
          </div>
          <p className="-mt-2 text-xs text-zinc-500" aria-live="polite">
            {expiry === "never"
              ? "The key works until it is revoked."
              : expiresAt
                ? `The key stops working on ${formatDateTime(expiresAt.toISOString())}.`
                : "Choose the last day the key works."}
          </p>

          <p className="rounded-md bg-zinc-50 p-3 text-xs text-zinc-600 ring-1 ring-zinc-200 ring-inset">
            The key records you ({me.email}, {me.role}) as its creator. It works only while you stay
            an active manager or above; {ADMIN_AREA_NAMES} also need you to be an admin.
          </p>

          <div className="flex justify-end gap-3 pt-1">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Creating…" : "Create key"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
