"use client";

import { useState } from "react";
import { maskedKey } from "@/components/api-keys/key-list";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField } from "@/components/ui/select-field";
import { StateBadge } from "@/components/ui/state-badge";
import type { ApiKey } from "@/contract/api-keys";
import type { KeyAccess } from "@/contract/key-access";
import type { Me, Member } from "@/contract/members";
import { Role } from "@/contract/roles";
import { type MemberChange, useUpdateMemberMutation } from "@/lib/queries/members";
import { countOf } from "@/lib/words";
import { memberActionsId } from "./member-actions";
import { assignableRoles, type ChangeImpact, type ChangeKind, changeImpact } from "./member-impact";

function AccessBadge({ access }: { access: KeyAccess }) {
  return <StateBadge kind="keyAccess" value={access.status} />;
}

/** What a change does to the member and to each key they made, before it is confirmed. */
export function ImpactPreview({ impact, name }: { impact: ChangeImpact; name: string }) {
  const total = impact.changed.length + impact.unchanged.length;
  return (
    <section
      aria-label="What this change does"
      className="space-y-3 rounded-lg bg-zinc-50 p-4 ring-1 ring-zinc-200 ring-inset"
    >
      <h3 className="text-sm font-semibold text-zinc-900">What this change does</h3>
      {impact.notes.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-700">
          {impact.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div>
        <h4 className="text-sm font-medium text-zinc-800">API keys {name} created</h4>
        {total === 0 ? (
          <p className="mt-1 text-sm text-zinc-600">
            They have no active API keys, so no key is affected.
          </p>
        ) : impact.changed.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600">
            None of their {countOf(total, "active key")} changes what it can do.
          </p>
        ) : (
          <>
            <ul aria-label="Affected keys" className="mt-2 space-y-2">
              {impact.changed.map(({ key, before, after }) => (
                <li
                  key={key.id}
                  className="rounded-md bg-white p-3 text-sm ring-1 ring-zinc-200 ring-inset"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-zinc-900">{key.label}</span>
                    <code className="font-mono text-xs text-zinc-500">{maskedKey(key)}</code>
                    <span className="ml-auto inline-flex items-center gap-1.5">
                      <AccessBadge access={before} />
                      <span aria-hidden className="text-zinc-400">
                        →
                      </span>
                      <span className="sr-only">becomes</span>
                      <AccessBadge access={after} />
                    </span>
                  </div>
                  <p className="mt-1 text-xs text-zinc-600">{after.detail}</p>
                </li>
              ))}
            </ul>
            {impact.unchanged.length > 0 ? (
              <p className="mt-2 text-xs text-zinc-500">
                {impact.unchanged.length} other active key{impact.unchanged.length === 1 ? "" : "s"}{" "}
                keep
                {impact.unchanged.length === 1 ? "s" : ""} working as now.
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

const TITLES: Record<ChangeKind, (name: string) => string> = {
  role: (name) => `Change ${name}'s role`,
  suspend: (name) => `Suspend ${name}?`,
  remove: (name) => `Remove ${name}?`,
  reactivate: (name) => `Reactivate ${name}?`,
};

const CONFIRM: Record<ChangeKind, string> = {
  role: "Change role",
  suspend: "Suspend member",
  remove: "Remove member",
  reactivate: "Reactivate member",
};

function fixedChange(kind: Exclude<ChangeKind, "role">): MemberChange {
  return { status: kind === "suspend" ? "suspended" : kind === "remove" ? "removed" : "active" };
}

export function MemberChangeDialog({
  member,
  kind,
  me,
  keys,
  onClose,
  onDone,
}: {
  member: Member;
  kind: ChangeKind;
  me: Me;
  keys: readonly ApiKey[];
  onClose: () => void;
  onDone: (sentence: string) => void;
}) {
  const mutation = useUpdateMemberMutation();
  const [role, setRole] = useState<Role>(member.role);
  const change: MemberChange = kind === "role" ? { role } : fixedChange(kind);
  const unchanged = kind === "role" && role === member.role;
  const impact = changeImpact(member, change, keys);
  const name = member.name || member.email;

  return (
    <ConfirmDialog
      onClose={onClose}
      returnFocusId={memberActionsId(member)}
      tone={kind === "suspend" || kind === "remove" ? "danger" : "primary"}
      title={TITLES[kind](name)}
      description={
        kind === "role"
          ? `${member.email} is ${member.role === "admin" || member.role === "owner" ? "an" : "a"} ${member.role} now. Keys they created follow their new role at once.`
          : kind === "reactivate"
            ? `${member.email} can sign in again and the keys they created work again as their role allows.`
            : `${member.email} loses access at once, and so does every key they created. ${kind === "suspend" ? "You can reactivate them later." : "You can reactivate them later if this was a mistake."}`
      }
      actionLabel={CONFIRM[kind]}
      pendingLabel="Saving…"
      actionDisabled={unchanged}
      onConfirm={async () => {
        await mutation.mutateAsync({ id: member.id, change });
        onDone(
          kind === "role"
            ? `${name} is now ${role === "admin" || role === "owner" ? "an" : "a"} ${role}.`
            : `${name} is ${kind === "suspend" ? "suspended" : kind === "remove" ? "removed" : "active again"}.`,
        );
      }}
    >
      {kind === "role" ? (
        <SelectField
          label="New role"
          value={role}
          onChange={(value) => setRole(Role.parse(value))}
          options={assignableRoles(me).map((r) => ({
            value: r,
            label: r === member.role ? `${r} (current)` : r,
          }))}
        />
      ) : null}
      {unchanged ? (
        <p className="text-sm text-zinc-600">Choose a different role to see what it changes.</p>
      ) : (
        <ImpactPreview impact={impact} name={name} />
      )}
    </ConfirmDialog>
  );
}
