"use client";

import { SelectFormField } from "@/components/ui/form-controls";
import { OUTBOUND_PROFILES } from "@/contract/phone-numbers";
import { PROFILE_LABELS } from "@/lib/phone-numbers/phone-labels";

const PROFILE_OPTIONS = OUTBOUND_PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p] }));

/**
 * The outbound profile as a labelled native select of the surrounding form; `keepLabel`
 * adds a first option that leaves each number's profile as it is (value "").
 */
export function ProfileField({ keepLabel }: { keepLabel?: string }) {
  return (
    <SelectFormField
      name="profile"
      label="Outbound profile"
      options={keepLabel ? [{ value: "", label: keepLabel }, ...PROFILE_OPTIONS] : PROFILE_OPTIONS}
    />
  );
}
