"use client";

import { TextField } from "@/components/ui/form-controls";
import { SignInBody } from "@/contract/members";
import { ApiRequestError } from "@/lib/api-client";
import { safeNextPath } from "@/lib/safe-next-path";
import { SignInFormFrame } from "./sign-in-form-frame";
import { useSignInForm } from "./use-sign-in-form";

const isPlainRefusal = (failure: unknown): failure is ApiRequestError =>
  failure instanceof ApiRequestError &&
  [400, 401, 403, 410].includes(failure.status) &&
  !failure.serverKeyRejected;

export function SignInForm({ next }: { next: string }) {
  const signIn = useSignInForm({
    schema: SignInBody,
    defaultValues: { email: "", password: "" },
    path: "/api/session",
    // Checked where it is followed too, whichever page rendered the form.
    destination: () => safeNextPath(next),
  });
  return (
    <SignInFormFrame
      signIn={signIn}
      isPlainRefusal={isPlainRefusal}
      refusedTitle="Could not sign in"
      submitLabel="Sign in"
      pendingLabel="Signing in…"
    >
      <TextField
        name="email"
        id="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
      />
      <TextField
        name="password"
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
    </SignInFormFrame>
  );
}
