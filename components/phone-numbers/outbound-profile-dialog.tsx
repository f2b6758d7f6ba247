"use client";

import { z } from "zod";
import { TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import {
  CALLER_NAME_MAX_LENGTH,
  OUTBOUND_PROFILES,
  type PhoneNumber,
} from "@/contract/phone-numbers";
import { callerNameBody } from "@/lib/phone-numbers/phone-labels";
import { setOutboundProfile, useRefreshPhoneNumbers } from "@/lib/queries/phone-numbers";
import { formatPhone } from "@/lib/words";
import { ProfileField } from "./profile-field";

/** What a person types: the platform checks the caller name (its 422 lands on the field). */
const ProfileForm = z.object({ caller_name: z.string(), profile: z.enum(OUTBOUND_PROFILES) });
type ProfileForm = z.infer<typeof ProfileForm>;

export const CALLER_NAME_HINT = `Shown to the people called (CNAM): up to ${CALLER_NAME_MAX_LENGTH} letters, digits and spaces. Leave it blank to show none.`;

/** Edits one number's caller name and outbound profile. */
export function OutboundProfileDialog({
  number,
  returnFocusId,
  onClose,
  onSaved,
}: {
  number: PhoneNumber;
  returnFocusId: string;
  onClose: () => void;
  onSaved: (saved: PhoneNumber) => void;
}) {
  const refresh = useRefreshPhoneNumbers();
  return (
    <FormDialog<ProfileForm>
      onClose={onClose}
      returnFocusId={returnFocusId}
      title={`Caller name and profile of ${formatPhone(number.number)}`}
      description="How the number presents itself on outbound calls."
      schema={ProfileForm}
      defaultValues={{ caller_name: number.caller_name ?? "", profile: number.outbound_profile }}
      submitLabel="Save"
      pendingLabel="Saving…"
      onSubmit={async (values, { idempotencyKey }) => {
        const saved = await setOutboundProfile(
          {
            phone_number_id: number.id,
            caller_name: callerNameBody(values.caller_name),
            profile: values.profile,
          },
          idempotencyKey,
        );
        await refresh();
        onSaved(saved);
      }}
    >
      <TextField name="caller_name" label="Caller name" hint={CALLER_NAME_HINT} />
      <ProfileField />
    </FormDialog>
  );
}
