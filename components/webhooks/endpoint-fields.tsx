"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
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

/** Registration and editing ask for the same three things, checked by the same schema. */
export type EndpointFormInput = z.input<typeof CreateWebhookEndpointBody>;
export type EndpointFormOutput = z.output<typeof CreateWebhookEndpointBody>;
type EndpointForm = UseFormReturn<EndpointFormInput, unknown, EndpointFormOutput>;

export const EMPTY_ENDPOINT: EndpointFormInput = { url: "", description: "", event_types: [] };

export function useEndpointForm(defaults: EndpointFormInput) {
  return useForm<EndpointFormInput, unknown, EndpointFormOutput>({
    resolver: zodResolver(CreateWebhookEndpointBody),
    defaultValues: defaults,
  });
}

/** A 422 lands on its fields; anything else is shown above the form. */
export function nonFieldFailure(error: unknown) {
  return error instanceof ApiRequestError && error.status === 422 ? null : error;
}

export function applyServerIssues(form: EndpointForm, err: unknown) {
  if (err instanceof ApiRequestError && err.status === 422) {
    applyValidationErrors(form, err.validationIssues);
  }
}

export function EndpointFields({ form, idPrefix }: { form: EndpointForm; idPrefix: string }) {
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

/** Both endpoint dialogs are wide enough for the event grid, and scroll on short screens. */
export const ENDPOINT_DIALOG_CLASS = "max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto";
