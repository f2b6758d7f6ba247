"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useRef } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ApiErrorState } from "@/components/api-error-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { errorId, FormField, hintId } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import {
  CreateWebhookEndpointBody,
  EVENT_DESCRIPTIONS,
  EVENT_TYPES,
  isHttpsUrl,
  MAX_DESCRIPTION_LENGTH,
} from "@/contract/webhooks";
import { ApiRequestError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import {
  type EndpointRow,
  type EndpointRowWithSecret,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
} from "@/lib/queries/webhooks";

/** Registration and editing ask for the same three things, checked by the same schema. */
type FormInput = z.input<typeof CreateWebhookEndpointBody>;
type FormOutput = z.output<typeof CreateWebhookEndpointBody>;
type EndpointForm = UseFormReturn<FormInput, unknown, FormOutput>;

const EMPTY: FormInput = { url: "", description: "", event_types: [] };

function useEndpointForm(defaults: FormInput) {
  return useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateWebhookEndpointBody),
    defaultValues: defaults,
  });
}

/** One Idempotency-Key per distinct body, so a retry after a time-out cannot register twice. */
function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown) {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    reset() {
      last.current = null;
    },
  };
}

/** A 422 lands on its fields; anything else is shown above the form. */
function nonFieldFailure(error: unknown) {
  return error instanceof ApiRequestError && error.status === 422 ? null : error;
}

function applyServerIssues(form: EndpointForm, err: unknown) {
  if (err instanceof ApiRequestError && err.status === 422) {
    applyValidationErrors(form, err.validationIssues);
  }
}

function EndpointFields({ form, idPrefix }: { form: EndpointForm; idPrefix: string }) {
  const { errors, isSubmitted } = form.formState;
  const url = useWatch({ control: form.control, name: "url" }) ?? "";
  const chosen = useWatch({ control: form.control, name: "event_types" }) ?? [];
  const allChosen = chosen.length === EVENT_TYPES.length;
  const plainHttp = url.trim().toLowerCase().startsWith("http://") && !isHttpsUrl(url);
  const ids = {
    url: `${idPrefix}-url`,
    description: `${idPrefix}-description`,
    events: `${idPrefix}-events`,
  };

  return (
    <>
      {errors.root?.server ? (
        <Alert tone="danger" title="The platform refused the endpoint">
          {errors.root.server.message}
        </Alert>
      ) : null}

      <FormField
        id={ids.url}
        label="Endpoint URL"
        hint="An https:// address that answers with a 2xx status within 30 seconds."
        error={errors.url?.message}
      >
        <Input
          id={ids.url}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/webhooks/outreach"
          className="font-mono"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? errorId(ids.url) : hintId(ids.url)}
          {...form.register("url")}
        />
      </FormField>
      {plainHttp && !errors.url ? (
        <p className="-mt-3 text-xs text-amber-800">
          Plain http:// is accepted only by platforms that allow private test targets (for
          development); production endpoints need https://.
        </p>
      ) : null}

      <FormField
        id={ids.description}
        label="Description"
        hint="Optional. What receives these events, e.g. “CRM sync (production)”."
        error={errors.description?.message}
      >
        <Textarea
          id={ids.description}
          rows={2}
          maxLength={MAX_DESCRIPTION_LENGTH}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? errorId(ids.description) : hintId(ids.description)}
          {...form.register("description")}
        />
      </FormField>

      <fieldset aria-describedby={errors.event_types ? errorId(ids.events) : undefined}>
        <div className="flex items-baseline justify-between gap-3">
          <legend className="text-sm font-medium text-zinc-800">Events to send</legend>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              form.setValue("event_types", allChosen ? [] : [...EVENT_TYPES], {
                shouldValidate: isSubmitted,
              })
            }
          >
            {allChosen ? "Clear all" : "Select all"}
          </Button>
        </div>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
          {EVENT_TYPES.map((type) => {
            const id = `${idPrefix}-event-${type.replace(/\./g, "-")}`;
            const checked = chosen.includes(type);
            return (
              <label
                key={type}
                htmlFor={id}
                className={cn(
                  "flex cursor-pointer items-start gap-2.5 rounded-md p-3 text-sm ring-1 ring-inset",
                  checked
                    ? "bg-indigo-50/60 ring-indigo-300"
                    : "bg-white ring-zinc-200 hover:bg-zinc-50",
                )}
              >
                <input
                  id={id}
                  type="checkbox"
                  value={type}
                  className="mt-0.5 size-4 rounded accent-indigo-600"
                  aria-describedby={`${id}-meaning`}
                  {...form.register("event_types")}
                />
                <span className="min-w-0">
                  <span className="block font-mono text-xs font-medium text-zinc-900">{type}</span>
                  <span id={`${id}-meaning`} className="block text-xs text-zinc-500">
                    {EVENT_DESCRIPTIONS[type]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.event_types ? (
          <p
            id={errorId(ids.events)}
            role="alert"
            className="mt-1.5 text-xs font-medium text-red-600"
          >
            {errors.event_types.message ?? errors.event_types.root?.message}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

const DIALOG_CLASS = "max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto";

/** "Add endpoint": address, what it is for, and which events it gets; the secret is shown next. */
export function RegisterEndpointDialog({
  open,
  onOpenChange,
  onRegistered,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegistered: (endpoint: EndpointRowWithSecret) => void;
  /** Opened without a Radix trigger, so it says where focus returns on close (Escape too). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const mutation = useCreateWebhookEndpointMutation();
  const idempotency = useIdempotencyKey();
  const form = useEndpointForm(EMPTY);

  function reset() {
    form.reset(EMPTY);
    mutation.reset();
    idempotency.reset();
  }

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const endpoint = await mutation.mutateAsync({
        body,
        idempotencyKey: idempotency.keyFor(body),
      });
      // The secret goes to the reveal dialog's state only; the mutation forgets it at once.
      reset();
      onOpenChange(false);
      onRegistered(endpoint);
    } catch (err) {
      applyServerIssues(form, err);
    }
  });
  const failure = nonFieldFailure(mutation.error);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent
        title="Add a webhook endpoint"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        description="The platform sends a signed POST to this address whenever a chosen event happens. Its signing secret is shown once, next."
        className={DIALOG_CLASS}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {failure ? <ApiErrorState error={failure} /> : null}
          <EndpointFields form={form} idPrefix="webhook" />
          <div className="flex justify-end gap-3 pt-1">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Adding…" : "Add endpoint"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Changes an endpoint's address, description or events; its secret and history stay. */
export function EditEndpointDialog({
  endpoint,
  onClose,
  onSaved,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  onSaved: (endpoint: EndpointRow) => void;
}) {
  const mutation = useUpdateWebhookEndpointMutation();
  const form = useEndpointForm({
    url: endpoint.url,
    description: endpoint.description,
    // Only catalog types can be chosen; the platform drops any it no longer knows.
    event_types: endpoint.event_types.filter((t): t is FormOutput["event_types"][number] =>
      (EVENT_TYPES as readonly string[]).includes(t),
    ),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onSaved(await mutation.mutateAsync({ id: endpoint.id, body }));
    } catch (err) {
      applyServerIssues(form, err);
    }
  });
  const failure = nonFieldFailure(mutation.error);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent
        title="Edit the endpoint"
        description="Changes apply at once: new events follow the chosen types, and every attempt from now on, retries included, goes to the address saved here. The secret and the history stay."
        className={DIALOG_CLASS}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {failure ? <ApiErrorState error={failure} /> : null}
          <EndpointFields form={form} idPrefix="webhook-edit" />
          <div className="flex justify-end gap-3 pt-1">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending || !form.formState.isDirty}>
              {mutation.isPending ? "Saving…" : "Save changes"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
