"use client";

import { RoleBadge } from "@/components/role-badge";
import { Badge } from "@/components/ui/badge";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { StateBadge } from "@/components/ui/state-badge";
import type { ApiKey } from "@/contract/api-keys";
import { effectiveKeyState } from "@/contract/key-access";
import { UNUSED_KEY_DAYS, unusedForLong } from "@/contract/key-usage";
import { cn } from "@/lib/cn";
import { formatDate, formatDateTime } from "@/lib/format";
import { maskedKey, rollNote, scopeSummary } from "./key-list";

const TIME = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

/** The id of a key's actions button, so a dialog opened from its menu can give focus back. */
export const keyActionsId = (key: Pick<ApiKey, "id">) => `key-actions-${key.id}`;

/** Why a key the spec calls active does not work as its scopes say. */
function AccessNote({ apiKey }: { apiKey: ApiKey }) {
  const state = effectiveKeyState(apiKey);
  if (state !== "refused" && state !== "limited") return null;
  return (
    <p
      className={cn(
        "mt-1.5 max-w-64 text-xs",
        state === "refused" ? "text-red-700" : "text-amber-800",
      )}
    >
      {apiKey.access.detail}
    </p>
  );
}

function Creator({ apiKey }: { apiKey: ApiKey }) {
  if (!apiKey.creator) return <span className="text-zinc-500">workspace-level</span>;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1">
      <span className="block max-w-40 truncate text-zinc-600" title={apiKey.creator.email}>
        by {apiKey.creator.email}
      </span>
      <RoleBadge role={apiKey.creator.role} />
    </span>
  );
}

/** The effective state, and what else a reader needs to trust it: roll, revocation. */
export function StateCell({ apiKey }: { apiKey: ApiKey }) {
  const state = effectiveKeyState(apiKey);
  return (
    <>
      <span data-testid="key-state">
        <StateBadge kind="apiKey" value={state} />
      </span>
      {apiKey.replaced_by && apiKey.expires_at ? (
        <span className="mt-1 block max-w-36 text-xs text-zinc-600" data-testid="key-rolled">
          {state === "expired" ? "(rolled, expired at " : "(rolled, expires at "}
          {formatDateTime(apiKey.expires_at)})
        </span>
      ) : null}
      {apiKey.revoked_at ? (
        <span className="mt-1 block text-xs whitespace-nowrap text-zinc-500">
          {formatDateTime(apiKey.revoked_at)}
        </span>
      ) : null}
    </>
  );
}

/** Tells the two keys of a roll apart: they share a label. */
function RollNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <span className="mt-1 block text-xs text-zinc-600" data-testid="key-roll-note">
      {note}
    </span>
  );
}

/** Date on one line and time on the next, so the column stays narrow. */
export function When({ iso, fallback }: { iso: string | null; fallback: string }) {
  if (!iso) return <span className="text-zinc-500">{fallback}</span>;
  return (
    <time dateTime={iso} className="block whitespace-nowrap">
      {formatDate(iso)}
      <span className="block text-xs text-zinc-500">{TIME.format(new Date(iso))}</span>
    </time>
  );
}

/** The id of a key's Usage button, so its dialog can give focus back. */
export const keyUsageId = (key: Pick<ApiKey, "id">) => `key-usage-${key.id}`;

/** When the key was last used, a mark when it has gone unused for long, and its usage. */
export function LastUsedCell({
  apiKey,
  onAction,
}: {
  apiKey: ApiKey;
  onAction: (kind: "usage", key: ApiKey) => void;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <When iso={apiKey.last_used_at} fallback="Never" />
      {unusedForLong(apiKey, new Date()) ? (
        <span data-testid="key-unused">
          <Badge tone="warning">Unused {UNUSED_KEY_DAYS}+ days</Badge>
        </span>
      ) : null}
      <button
        type="button"
        id={keyUsageId(apiKey)}
        onClick={() => onAction("usage", apiKey)}
        aria-label={`Usage of “${apiKey.label}”`}
        className="text-xs font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:underline"
      >
        Usage
      </button>
    </div>
  );
}

/** The label, the console's badge, the masked value, environment and scopes; below 1280 px the creation date and creator too. */
export function LabelCell({
  apiKey,
  isConsoleKey,
  everyKey,
}: {
  apiKey: ApiKey;
  isConsoleKey: boolean;
  everyKey: readonly ApiKey[];
}) {
  return (
    <>
      <span className="flex flex-wrap items-center gap-1.5 font-medium text-zinc-900">
        <span data-testid="key-label">{apiKey.label}</span>
        {isConsoleKey ? (
          <span title="The console's own server-held key: the console reads and changes workspace data with it.">
            <Badge tone="brand">This console</Badge>
          </span>
        ) : null}
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
        <code className="font-mono text-zinc-700">{maskedKey(apiKey)}</code>
        <StateBadge kind="keyEnvironment" value={apiKey.environment} />
        <span className={cn(apiKey.scopes === null && "text-zinc-500 italic")}>
          {scopeSummary(apiKey.scopes)}
        </span>
      </span>
      <span className="mt-1 block text-xs xl:hidden">
        <span className="text-zinc-500">Created {formatDate(apiKey.created_at)} </span>
        <Creator apiKey={apiKey} />
      </span>
      <RollNote note={rollNote(apiKey, everyKey)} />
      <AccessNote apiKey={apiKey} />
    </>
  );
}

/** The creation date, and who made the key (from 1280 px; below, under the label). */
export function CreatedCell({ apiKey }: { apiKey: ApiKey }) {
  return (
    <>
      <span className="block whitespace-nowrap" title={formatDateTime(apiKey.created_at)}>
        {formatDate(apiKey.created_at)}
      </span>
      <span className="mt-1 block text-xs">
        <Creator apiKey={apiKey} />
      </span>
    </>
  );
}

/** Roll and revoke, for an active key; `data-row-action` so Enter on the row opens it. */
export function KeyActionsMenu({
  apiKey,
  onAction,
}: {
  apiKey: ApiKey;
  onAction: (kind: "roll" | "revoke", key: ApiKey) => void;
}) {
  if (apiKey.state !== "active") return null;
  return (
    <RowActionsMenu
      id={keyActionsId(apiKey)}
      label={`Actions for key ${apiKey.label} (${maskedKey(apiKey)})`}
    >
      <DropdownMenuItem onSelect={() => onAction("roll", apiKey)}>Roll key…</DropdownMenuItem>
      <DropdownMenuItem tone="danger" onSelect={() => onAction("revoke", apiKey)}>
        Revoke key…
      </DropdownMenuItem>
    </RowActionsMenu>
  );
}
