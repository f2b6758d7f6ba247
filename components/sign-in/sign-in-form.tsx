"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { errorId, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Me, SignInBody } from "@/contract/members";
import { ApiRequestError, apiFetch } from "@/lib/api-client";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import { meKeys } from "@/lib/queries/me";
import { safeNextPath } from "@/lib/safe-next-path";

const SignedIn = z.object({ member: Me });

export function SignInForm({ next }: { next: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(SignInBody),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { member } = await apiFetch("/api/session", {
        method: "POST",
        body: values,
        schema: SignedIn,
      });
      queryClient.clear();
      queryClient.setQueryData(meKeys.current(), member);
      // Checked where it is followed too, whichever page rendered the form.
      router.replace(safeNextPath(next));
      router.refresh();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        applyValidationErrors(form, err.validationIssues);
        return;
      }
      setFailure(err);
    }
  });

  const plainRefusal =
    failure instanceof ApiRequestError &&
    [400, 401, 403, 410].includes(failure.status) &&
    !failure.serverKeyRejected;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {plainRefusal ? (
        <Alert tone="danger" title="Could not sign in">
          {failure.message}
        </Alert>
      ) : failure ? (
        <ApiErrorState error={failure} onRetry={() => setFailure(null)} />
      ) : null}
      {errors.root?.server ? (
        <Alert tone="danger" title="Could not sign in">
          {errors.root.server.message}
        </Alert>
      ) : null}

      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          autoFocus
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId("email") : undefined}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? errorId("password") : undefined}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
