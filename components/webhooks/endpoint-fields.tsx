"use client";

import { type UseFormReturn, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-controls";
import { errorId, FieldMessage } from "@/components/ui/form-field";
import {
  type CreateWebhookEndpointBody,
  EVENT_DESCRIPTIONS,
  EVENT_TYPES,
  isHttpsUrl,
  MAX_DESCRIPTION_LENGTH,
} from "@/contract/webhooks";
import { cn } from "@/lib/cn";

/** Registration and editing ask for the same three things, checked by the same schema. */
export type EndpointFormInput = z.input<typeof CreateWebhookEndpointBody>;
export type EndpointFormOutput = z.output<typeof CreateWebhookEndpointBody>;
export type EndpointForm = UseFormReturn<EndpointFormInput, unknown, EndpointFormOutput>;

export const EMPTY_ENDPOINT: EndpointFormInput = { url: "", description: "", event_types: [] };

/**
 * The fields both endpoint dialogs ask for: the address (warning about plain http), a
 * description and the events, each with what it means. Reads the form from FormDialog.
 */
export function EndpointFields({ form, idPrefix }: { form: EndpointForm; idPrefix: string }) {
  const { errors, isSubmitted } = form.formState;
  const url = useWatch({ control: form.control, name: "url" }) ?? "";
  const chosen = useWatch({ control: form.control, name: "event_types" }) ?? [];
  const allChosen = chosen.length === EVENT_TYPES.length;
  const plainHttp = url.trim().toLowerCase().startsWith("http://") && !isHttpsUrl(url);
  const eventsId = `${idPrefix}-events`;

  return (
    <>
      <TextField
        name="url"
        label="Endpoint URL"
        hint="An https:// address that answers with a 2xx status within 30 seconds."
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://example.com/webhooks/outreach"
        className="font-mono"
      />
      {plainHttp && !errors.url ? (
        <p className="-mt-3 text-xs text-amber-800">
          Plain http:// is accepted only by platforms that allow private test targets (for
          development); production endpoints need https://.
        </p>
      ) : null}

      <TextAreaField
        name="description"
        label="Description"
        hint="Optional. What receives these events, e.g. “CRM sync (production)”."
        rows={2}
        maxLength={MAX_DESCRIPTION_LENGTH}
      />

      <fieldset aria-describedby={errors.event_types ? errorId(eventsId) : undefined}>
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
        <FieldMessage
          id={eventsId}
          error={errors.event_types?.message ?? errors.event_types?.root?.message}
          className="mt-1.5"
        />
      </fieldset>
    </>
  );
}

/** Both endpoint dialogs are wide enough for the event grid, and scroll on short screens. */
export const ENDPOINT_DIALOG_CLASS = "max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto";
