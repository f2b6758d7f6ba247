"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";

export function SignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await apiFetch("/api/session", { method: "DELETE" });
    } catch {
      // The cookie is cleared whatever the platform says; a lost answer changes nothing here.
    }
    queryClient.clear();
    router.replace("/sign-in");
    router.refresh();
  }

  return (
    <Button variant="secondary" size="sm" onClick={signOut} disabled={pending}>
      {pending ? "Signing out…" : "Sign out"}
    </Button>
  );
}
