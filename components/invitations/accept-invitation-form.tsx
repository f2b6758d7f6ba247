"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { errorId, FormField, hintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AcceptInvitationBody, InvitationToken } from "@/contract/invitations";
import { Me } from "@/contract/members";
import { ApiRequestError, apiFetch } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import { useInvitationPreviewQuery } from "@/lib/queries/invitations";
import { meKeys } from "@/lib/queries/me";

const SignedIn = z.object({ member: Me });
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
  const router = useRouter();
  const queryClient = useQueryClient();
  const wellFormed = InvitationToken.safeParse(token).success;
  const preview = useInvitationPreviewQuery(token, wellFormed);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<AcceptFields>({
    resolver: zodResolver(AcceptFields),
    defaultValues: { name: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

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

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { member } = await apiFetch("/api/invitations/accept", {
        method: "POST",
        body: { ...values, token },
        schema: SignedIn,
      });
      queryClient.clear();
      queryClient.setQueryData(meKeys.current(), member);
      router.replace("/");
      router.refresh();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        applyValidationErrors(form, err.validationIssues);
        return;
      }
      setFailure(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-zinc-700" data-testid="invitation-summary">
        {invitation.invited_by} invited <strong>{invitation.email}</strong> to join{" "}
        <strong>{invitation.workspace.name}</strong> as {invitation.role}. The invitation expires{" "}
        {formatDateTime(invitation.expires_at)}.
      </p>
      {isPlainRefusal(failure) ? (
        <Alert tone="danger" title="Could not accept the invitation">
          {failure.message}
        </Alert>
      ) : failure ? (
        <ApiErrorState error={failure} onRetry={() => setFailure(null)} />
      ) : null}
      <FormField id="invite-name" label="Your name" error={errors.name?.message}>
        <Input
          id="invite-name"
          autoComplete="name"
          autoFocus
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? errorId("invite-name") : undefined}
          {...form.register("name")}
        />
      </FormField>
      <FormField
        id="invite-password"
        label="Choose a password"
        hint="At least 10 characters."
        error={errors.password?.message}
      >
        <Input
          id="invite-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            errors.password ? errorId("invite-password") : hintId("invite-password")
          }
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Joining…" : "Join and sign in"}
      </Button>
    </form>
  );
}
