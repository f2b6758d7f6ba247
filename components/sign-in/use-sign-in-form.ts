"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import { z } from "zod";
import { Me } from "@/contract/members";
import { ApiRequestError, apiFetch } from "@/lib/api-client";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import { meKeys } from "@/lib/queries/me";

const SignedIn = z.object({ member: Me });

export type SignInForm<TValues extends FieldValues> = ReturnType<typeof useSignInForm<TValues>>;

/**
 * A form whose answer signs its person in (signing in, accepting an invitation): posts the
 * values, starts the console's cache afresh as the member it returns, and goes to
 * `destination`. A 422 lands on the fields; any other failure is kept to be shown.
 */
export function useSignInForm<TValues extends FieldValues>({
  schema,
  defaultValues,
  path,
  toBody = (values) => values,
  destination,
}: {
  schema: z.ZodType<TValues, TValues>;
  defaultValues: DefaultValues<TValues>;
  /** The console route that signs in with these values. */
  path: string;
  toBody?: (values: TValues) => unknown;
  destination: () => string;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<TValues>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { member } = await apiFetch(path, {
        method: "POST",
        body: toBody(values),
        schema: SignedIn,
      });
      queryClient.clear();
      queryClient.setQueryData(meKeys.current(), member);
      router.replace(destination());
      router.refresh();
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        applyValidationErrors(form, err.validationIssues);
        return;
      }
      setFailure(err);
    }
  });

  return { form, failure, clearFailure: () => setFailure(null), onSubmit };
}
