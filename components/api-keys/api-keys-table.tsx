"use client";

import { RoleBadge } from "@/components/role-badge";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { ApiKey } from "@/contract/api-keys";
import { type EffectiveKeyState, effectiveKeyState } from "@/contract/key-access";
import { cn } from "@/lib/cn";
import { formatDate, formatDateTime } from "@/lib/format";
import {
  maskedKey,
  nextSort,
  rollNote,
  type SortColumn,
  type SortOrder,
  scopeSummary,
} from "./key-list";

const STATE_TONE: Record<EffectiveKeyState, BadgeTone> = {
  active: "success",
  limited: "warning",
  refused: "danger",
  revoked: "danger",
  expired: "warning",
};

const TIME = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

/** The id of a key's actions button, so a dialog opened from its menu can give focus back. */
export const keyActionsId = (key: Pick<ApiKey, "id">) => `key-actions-${key.id}`;

function SortHeader({
  column,
  sort,
  onSort,
  className,
  children,
}: {
  column: SortColumn;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  className?: string;
  children: string;
}) {
  const active = sort.column === column;
  return (
    <TH
      className={className}
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, column))}
        className="inline-flex items-center gap-1 uppercase hover:text-zinc-800"
      >
        {children}
        <span aria-hidden className={cn("text-[10px]", active ? "text-zinc-700" : "text-zinc-300")}>
          {active && sort.direction === "asc" ? "▲" : "▼"}
        </span>
      </button>
    </TH>
  );
}

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
function StateCell({ apiKey }: { apiKey: ApiKey }) {
  const state = effectiveKeyState(apiKey);
  return (
    <>
      <span data-testid="key-state">
        <Badge tone={STATE_TONE[state]}>{state}</Badge>
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
function When({ iso, fallback }: { iso: string | null; fallback: string }) {
  if (!iso) return <span className="text-zinc-500">{fallback}</span>;
  return (
    <time dateTime={iso} className="block whitespace-nowrap">
      {formatDate(iso)}
      <span className="block text-xs text-zinc-500">{TIME.format(new Date(iso))}</span>
    </time>
  );
}

/**
 * The workspace's keys. Below 1280 px the creation date and creator move under the key, so
 * the table fits a 1024 px window with its actions menu in view.
 */
export function ApiKeysTable({
  keys,
  sort,
  onSort,
  consoleKeyId,
  canManage,
  onAction,
  everyKey = keys,
}: {
  keys: ApiKey[];
  /** The whole workspace's keys, so a roll's partner is named even when filtered out. */
  everyKey?: readonly ApiKey[];
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  consoleKeyId: string | null;
  canManage: boolean;
  onAction: (kind: "roll" | "revoke", key: ApiKey) => void;
}) {
  return (
    <Table aria-label="API keys">
      <THead>
        <tr>
          <SortHeader column="label" sort={sort} onSort={onSort}>
            Label
          </SortHeader>
          <SortHeader column="state" sort={sort} onSort={onSort}>
            State
          </SortHeader>
          <SortHeader
            column="created_at"
            sort={sort}
            onSort={onSort}
            className="hidden xl:table-cell"
          >
            Created
          </SortHeader>
          <SortHeader column="expires_at" sort={sort} onSort={onSort}>
            Expires
          </SortHeader>
          <SortHeader column="last_used_at" sort={sort} onSort={onSort}>
            Last used
          </SortHeader>
          {canManage ? (
            <TH className="w-10">
              <span className="sr-only">Actions</span>
            </TH>
          ) : null}
        </tr>
      </THead>
      <TBody>
        {keys.map((key) => (
          <TR key={key.id} data-key-id={key.id}>
            <TD className="min-w-52 text-zinc-700">
              <span className="flex flex-wrap items-center gap-1.5 font-medium text-zinc-900">
                <span data-testid="key-label">{key.label}</span>
                {key.id === consoleKeyId ? (
                  <span title="The console's own server-held key: the console reads and changes workspace data with it.">
                    <Badge tone="brand">This console</Badge>
                  </span>
                ) : null}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
                <code className="font-mono text-zinc-700">{maskedKey(key)}</code>
                <Badge tone={key.environment === "live" ? "brand" : "neutral"}>
                  {key.environment}
                </Badge>
                <span className={cn(key.scopes === null && "text-zinc-500 italic")}>
                  {scopeSummary(key.scopes)}
                </span>
              </span>
              <span className="mt-1 block text-xs xl:hidden">
                <span className="text-zinc-500">Created {formatDate(key.created_at)} </span>
                <Creator apiKey={key} />
              </span>
              <RollNote note={rollNote(key, everyKey)} />
              <AccessNote apiKey={key} />
            </TD>
            <TD>
              <StateCell apiKey={key} />
            </TD>
            <TD className="hidden xl:table-cell">
              <span className="block whitespace-nowrap" title={formatDateTime(key.created_at)}>
                {formatDate(key.created_at)}
              </span>
              <span className="mt-1 block text-xs">
                <Creator apiKey={key} />
              </span>
            </TD>
            <TD className="whitespace-nowrap">
              <When iso={key.expires_at} fallback="Never" />
            </TD>
            <TD className="whitespace-nowrap">
              <When iso={key.last_used_at} fallback="Never" />
            </TD>
            {canManage ? (
              <TD className="w-10 whitespace-nowrap text-right">
                {key.state === "active" ? (
                  <DropdownMenu modal={false}>
                    <DropdownMenuTrigger asChild>
                      <Button
                        id={keyActionsId(key)}
                        variant="ghost"
                        size="sm"
                        className="px-2"
                        aria-label={`Actions for key ${key.label} (${maskedKey(key)})`}
                      >
                        <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
                          <path d="M3 10a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Z" />
                        </svg>
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent>
                      <DropdownMenuItem onSelect={() => onAction("roll", key)}>
                        Roll key…
                      </DropdownMenuItem>
                      <DropdownMenuItem tone="danger" onSelect={() => onAction("revoke", key)}>
                        Revoke key…
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                ) : null}
              </TD>
            ) : null}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
