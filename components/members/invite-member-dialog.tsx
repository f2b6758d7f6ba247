"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import { errorId, FieldMessage } from "@/components/ui/form-field";
import { RadioCard } from "@/components/ui/radio-card";
import {
  type InviteMemberBody,
  InviteMemberBody as InviteSchema,
  type IssuedInvitation,
  invitableRoles,
} from "@/contract/invitations";
import type { Me } from "@/contract/members";
import type { Role } from "@/contract/roles";
import { useInviteMemberMutation } from "@/lib/queries/invitations";
import { inviteImpact } from "./invite-impact";
import { ImpactPreview } from "./member-change-dialog";

const ROLE_HINT: Record<Role, string> = {
  owner: "",
  admin: "Everything, including members, webhooks and phone numbers.",
  manager: "Creates keys and changes workspace data.",
  member: "Reads the workspace's data.",
};

type InviteValues = { email: string; role: InviteMemberBody["role"] };

function InviteFields({ me }: { me: Me }) {
  const form = useFormContext<InviteValues>();
  const role = useWatch({ control: form.control, name: "role" });
  const error = form.formState.errors.role?.message;
  return (
    <>
      <TextField
        name="email"
        id="invite-email"
        label="Email address"
        type="email"
        autoComplete="off"
        hint="They get a link to set their name and password; it works once."
      />
      <fieldset aria-describedby={error ? errorId("invite-role") : undefined}>
        <legend className="text-sm font-medium text-zinc-800">Role</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
          {invitableRoles(me.role).map((r) => (
            <RadioCard
              key={r}
              id={`invite-role-${r}`}
              value={r}
              label={r[0]!.toUpperCase() + r.slice(1)}
              hint={ROLE_HINT[r]}
              checked={role === r}
              {...form.register("role")}
            />
          ))}
        </div>
        <FieldMessage
          id="invite-role"
          error={error}
          hint="Up to your own role. Owner is given by changing a member's role once they have joined."
          className="mt-1.5"
        />
      </fieldset>
      {role ? <ImpactPreview impact={inviteImpact(role)} name="they" /> : null}
    </>
  );
}

/** "Invite member": an address and a role; the accept link is shown next, once. */
export function InviteMemberDialog({
  me,
  onInvited,
  open,
  onOpenChange,
}: {
  me: Me;
  onInvited: (issued: IssuedInvitation) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useInviteMemberMutation();
  return (
    <FormDialog<InviteValues, InviteMemberBody>
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a member"
      description="The invitation expires after 7 days. There is no mail server in this demo: you copy the link and send it yourself."
      schema={InviteSchema}
      defaultValues={{ email: "", role: "member" }}
      submitLabel="Invite"
      pendingLabel="Inviting…"
      refusedTitle="The platform refused the invitation"
      className="max-w-2xl"
      onSubmit={async (body) => {
        const issued = await mutation.mutateAsync(body);
        // The token goes to the link dialog's state only; the mutation forgets it at once.
        mutation.reset();
        onInvited(issued);
      }}
    >
      <InviteFields me={me} />
    </FormDialog>
  );
}
