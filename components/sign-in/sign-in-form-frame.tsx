import type { ReactNode } from "react";
import { type FieldValues, FormProvider } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import type { ApiRequestError } from "@/lib/api-client";
import type { SignInForm } from "./use-sign-in-form";

/**
 * The frame of a form that signs its person in (useSignInForm): why the last try did not
 * work, the fields, and one full-width submit button. A refusal the person can act on (a
 * wrong password, a used invitation) is said in its own sentence under `refusedTitle`, as
 * are issues that name no field; anything else shows as the usual error state.
 */
export function SignInFormFrame<TValues extends FieldValues>({
  signIn: { form, failure, clearFailure, onSubmit },
  isPlainRefusal,
  refusedTitle,
  submitLabel,
  pendingLabel,
  children,
}: {
  signIn: SignInForm<TValues>;
  isPlainRefusal: (failure: unknown) => failure is ApiRequestError;
  refusedTitle: string;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const { errors, isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {isPlainRefusal(failure) ? (
          <Alert tone="danger" title={refusedTitle}>
            {failure.message}
          </Alert>
        ) : failure ? (
          <ApiErrorState error={failure} onRetry={clearFailure} />
        ) : null}
        {errors.root?.server ? (
          <Alert tone="danger" title={refusedTitle}>
            {errors.root.server.message}
          </Alert>
        ) : null}
        {children}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
