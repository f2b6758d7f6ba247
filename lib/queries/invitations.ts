import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  Invitation,
  InvitationPreview,
  type InviteMemberBody,
  IssuedInvitation,
} from "@/contract/invitations";
import { apiFetch } from "../api-client";
import { auditKeys } from "./audit";

const InvitationList = z.object({ items: z.array(Invitation) });

const invitationKeys = {
  all: ["invitations"] as const,
  list: () => [...invitationKeys.all, "list"] as const,
  preview: (token: string) => [...invitationKeys.all, "preview", token] as const,
};

function getInvitations(signal?: AbortSignal) {
  return apiFetch("/api/console/invitations", { schema: InvitationList, signal });
}

export function useInvitationsQuery() {
  return useQuery({
    queryKey: invitationKeys.list(),
    queryFn: ({ signal }) => getInvitations(signal),
  });
}

/** What an invitation link opens, for the accept page (no session; the token is the credential). */
export function useInvitationPreviewQuery(token: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationKeys.preview(token),
    enabled,
    // A closed link stays closed: its sentence is the answer, not a reason to retry.
    retry: false,
    queryFn: ({ signal }) =>
      apiFetch("/api/invitations/preview", {
        method: "POST",
        body: { token },
        schema: InvitationPreview,
        signal,
      }),
  });
}

function useInvalidateInvitations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

/**
 * Inviting and resending answer the accept token once: like a key's value, it must not outlive
 * the dialog that shows the link, so the mutation is dropped from the cache (gcTime 0).
 */
export function useInviteMemberMutation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    gcTime: 0,
    mutationFn: (body: InviteMemberBody) =>
      apiFetch("/api/console/invitations", { method: "POST", body, schema: IssuedInvitation }),
    onSettled: invalidate,
  });
}

const invitationPath = (id: string, action: "resend" | "revoke") =>
  `/api/console/invitations/${encodeURIComponent(id)}/${action}`;

export function useResendInvitationMutation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    gcTime: 0,
    mutationFn: (id: string) =>
      apiFetch(invitationPath(id, "resend"), { method: "POST", schema: IssuedInvitation }),
    onSettled: invalidate,
  });
}

export function useRevokeInvitationMutation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(invitationPath(id, "revoke"), { method: "POST", schema: Invitation }),
    onSettled: invalidate,
  });
}
