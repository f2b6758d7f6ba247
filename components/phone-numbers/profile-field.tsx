"use client";

import { useId } from "react";
import { get, useFormContext } from "react-hook-form";
import { errorId, FieldMessage } from "@/components/ui/form-field";
import { OUTBOUND_PROFILES } from "@/contract/phone-numbers";
import { PROFILE_LABELS } from "@/lib/phone-numbers/phone-labels";

/**
 * The outbound profile as a labelled native select of the surrounding form; `keepLabel`
 * adds a first option that leaves each number's profile as it is (value "").
 */
export function ProfileField({ keepLabel }: { keepLabel?: string }) {
  const form = useFormContext();
  const id = `profile-${useId()}`;
  const found: { message?: string } | undefined = get(form.formState.errors, "profile");
  const error = found?.message;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        Outbound profile
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        className="block h-9 w-full rounded-md border-0 bg-white px-2 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600"
        {...form.register("profile")}
      >
        {keepLabel ? <option value="">{keepLabel}</option> : null}
        {OUTBOUND_PROFILES.map((p) => (
          <option key={p} value={p}>
            {PROFILE_LABELS[p]}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
