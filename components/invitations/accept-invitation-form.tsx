"use client";

import Link from "next/link";
import type { z } from "zod";
import { SignInFormFrame } from "@/components/sign-in/sign-in-form-frame";
import { useSignInForm } from "@/components/sign-in/use-sign-in-form";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { TextField } from "@/components/ui/form-controls";
import { Spinner } from "@/components/ui/skeleton";
import { AcceptInvitationBody, InvitationToken } from "@/contract/invitations";
import { ApiRequestError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useInvitationPreviewQuery } from "@/lib/queries/invitations";

const AcceptFields = AcceptInvitationBody.omit({ token: true });
type AcceptFields = z.input<typeof AcceptFields>;

/** A refusal the person can act on is said in its own sentence; anything else gets the usual state. */
const isPlainRefusal = (err: unknown): err is ApiRequestError =>
  err instanceof ApiRequestError && [400, 404, 409, 410, 422].includes(err.status);

function ClosedLink({ sentence }: { sentence: string }) {
  return (
    <div className="space-y-4">
      <Alert tone="warning" title="This link cannot be used">
        {sentence}
      </Alert>
      <p className="text-sm text-zinc-600">
        Already a member?{" "}
        <Link href="/sign-in" className="font-medium text-indigo-700 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}

/** Reads what the link opens, then sets the new member's name and password and signs them in. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const wellFormed = InvitationToken.safeParse(token).success;
  const preview = useInvitationPreviewQuery(token, wellFormed);
  const signIn = useSignInForm<AcceptFields>({
    schema: AcceptFields,
    defaultValues: { name: "", password: "" },
    path: "/api/invitations/accept",
    toBody: (values) => ({ ...values, token }),
    destination: () => "/",
  });

  if (!wellFormed) {
    return <ClosedLink sentence="The invitation link is not complete; open the whole link." />;
  }
  if (preview.isPending) return <Spinner label="Reading the invitation" />;
  if (preview.isError) {
    return isPlainRefusal(preview.error) ? (
      <ClosedLink sentence={preview.error.message} />
    ) : (
      <ApiErrorState error={preview.error} onRetry={() => preview.refetch()} />
    );
  }
  const invitation = preview.data;

  return (
    <div className="space-y-5">
      <p className="text-sm text-zinc-700" data-testid="invitation-summary">
        {invitation.invited_by} invited <strong>{invitation.email}</strong> to join{" "}
        <strong>{invitation.workspace.name}</strong> as {invitation.role}. The invitation expires{" "}
        {formatDateTime(invitation.expires_at)}.
      </p>
      <SignInFormFrame
        signIn={signIn}
        isPlainRefusal={isPlainRefusal}
        refusedTitle="Could not accept the invitation"
        submitLabel="Join and sign in"
        pendingLabel="Joining…"
      >
        <TextField name="name" id="invite-name" label="Your name" autoComplete="name" autoFocus />
        <TextField
          name="password"
          id="invite-password"
          label="Choose a password"
          hint="At least 10 characters."
          type="password"
          autoComplete="new-password"
        />
      </SignInFormFrame>
    </div>
  );
}
