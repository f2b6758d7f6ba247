"use client";

import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { ActivityLog } from "@/components/audit/activity-log";
import { PageHeader } from "@/components/page-header";
import { RoleBadge } from "@/components/role-badge";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { Tooltip } from "@/components/ui/tooltip";
import type { ApiKey } from "@/contract/api-keys";
import type { KeyAccessStatus } from "@/contract/key-access";
import type { Me } from "@/contract/members";
import { roleAtLeast } from "@/contract/roles";
import { cn } from "@/lib/cn";
import { formatDate, formatDateTime } from "@/lib/format";
import { useApiKeysQuery, useConsoleKeyQuery } from "@/lib/queries/api-keys";
import { useMeQuery } from "@/lib/queries/me";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import {
  countByState,
  DEFAULT_SORT,
  maskedKey,
  nextSort,
  type SortColumn,
  type SortOrder,
  STATE_FILTERS,
  type StateFilter,
  scopeSummary,
  visibleKeys,
} from "./key-list";
import { RevokeApiKeyDialog } from "./revoke-api-key-dialog";
import { RollApiKeyDialog } from "./roll-api-key-dialog";
import { type RevealedKey, SecretRevealDialog } from "./secret-reveal-dialog";

const STATE_TONE: Record<ApiKey["state"], BadgeTone> = {
  active: "success",
  revoked: "danger",
  expired: "warning",
};

const ACCESS_LABEL: Record<Exclude<KeyAccessStatus, "ok">, string> = {
  creator_inactive: "Refused: creator inactive",
  creator_cannot_hold_keys: "Refused: creator is a member",
  creator_role_reduced: "Limited: creator's role reduced",
};

const CREATE_REASON = "Only members with the manager, admin or owner role can create API keys.";
const REASON_ID = "create-key-reason";

function NewApiKeyAction({
  me,
  onCreated,
}: {
  me: Me | undefined;
  onCreated: (r: RevealedKey) => void;
}) {
  if (!me) return <Button disabled>Create key</Button>;
  if (roleAtLeast(me.role, "manager")) return <CreateApiKeyDialog me={me} onCreated={onCreated} />;
  return (
    <div className="flex items-center gap-3">
      <p id={REASON_ID} className="max-w-64 text-right text-xs text-zinc-500">
        {CREATE_REASON} You are a {me.role}.
      </p>
      <Tooltip content={CREATE_REASON}>
        {/* aria-disabled keeps the button focusable, so keyboard users reach the hint too. */}
        <Button
          aria-disabled="true"
          aria-describedby={REASON_ID}
          onClick={(e) => e.preventDefault()}
        >
          Create key
        </Button>
      </Tooltip>
    </div>
  );
}

function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: SortColumn;
  sort: SortOrder;
  onSort: (column: SortColumn) => void;
  children: string;
}) {
  const active = sort.column === column;
  return (
    <TH aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(column)}
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

function AccessNote({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.state !== "active" || apiKey.access.status === "ok") return null;
  const refused = apiKey.access.status !== "creator_role_reduced";
  return (
    <div className="mt-1.5 max-w-60">
      <Badge tone={refused ? "danger" : "warning"}>{ACCESS_LABEL[apiKey.access.status]}</Badge>
      <p className={cn("mt-1 text-xs", refused ? "text-red-700" : "text-amber-800")}>
        {apiKey.access.detail}
      </p>
    </div>
  );
}

type Dialog = { kind: "revoke" | "roll"; key: ApiKey } | null;

export function ApiKeysView() {
  const query = useApiKeysQuery();
  const consoleKeyQuery = useConsoleKeyQuery();
  const { data: me } = useMeQuery();
  const [filter, setFilter] = useState<StateFilter>("all");
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [revealed, setRevealed] = useState<RevealedKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const canManage = me ? roleAtLeast(me.role, "manager") : false;
  const consoleKeyId = consoleKeyQuery.data?.id ?? null;
  const embedded = consoleKeyQuery.data?.embedded ?? false;
  const consoleKeyOf = (key: ApiKey) => (key.id === consoleKeyId ? { embedded } : null);

  const keys = query.data?.items ?? [];
  const counts = countByState(keys);
  const shown = visibleKeys(keys, filter, sort);

  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys let your integrations call the Outreach API for this workspace. A key's value is shown once, when it is created."
        actions={
          <NewApiKeyAction
            me={me}
            onCreated={(r) => {
              setNotice(null);
              setRevealed(r);
            }}
          />
        }
      />
      {notice ? <Alert tone="info" title={notice} className="mb-4" /> : null}
      {query.isPending ? (
        <TableSkeleton label="Loading API keys" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : keys.length === 0 ? (
        <EmptyState title="No API keys yet">This workspace has no API keys.</EmptyState>
      ) : (
        <>
          <fieldset className="mb-3 flex flex-wrap items-center gap-1.5">
            <legend className="sr-only">Show keys by state</legend>
            {STATE_FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
                className={cn(
                  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium ring-1 ring-inset",
                  filter === f.value
                    ? "bg-zinc-900 text-white ring-zinc-900"
                    : "bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-50",
                )}
              >
                {f.label}
                <span
                  className={cn(
                    "tabular-nums",
                    filter === f.value ? "text-zinc-300" : "text-zinc-500",
                  )}
                >
                  {counts[f.value]}
                </span>
              </button>
            ))}
          </fieldset>
          {shown.length === 0 ? (
            <EmptyState title={`No ${filter} keys`}>
              <Button variant="secondary" size="sm" onClick={() => setFilter("all")}>
                Show all keys
              </Button>
            </EmptyState>
          ) : (
            <Table aria-label="API keys">
              <THead>
                <tr>
                  <SortHeader column="label" sort={sort} onSort={(c) => setSort(nextSort(sort, c))}>
                    Label
                  </SortHeader>
                  <TH>Key</TH>
                  <TH>Scopes</TH>
                  <SortHeader column="state" sort={sort} onSort={(c) => setSort(nextSort(sort, c))}>
                    State
                  </SortHeader>
                  <SortHeader
                    column="created_at"
                    sort={sort}
                    onSort={(c) => setSort(nextSort(sort, c))}
                  >
                    Created
                  </SortHeader>
                  <SortHeader
                    column="expires_at"
                    sort={sort}
                    onSort={(c) => setSort(nextSort(sort, c))}
                  >
                    Expires
                  </SortHeader>
                  <SortHeader
                    column="last_used_at"
                    sort={sort}
                    onSort={(c) => setSort(nextSort(sort, c))}
                  >
                    Last used
                  </SortHeader>
                  {canManage ? (
                    <TH>
                      <span className="sr-only">Actions</span>
                    </TH>
                  ) : null}
                </tr>
              </THead>
              <TBody>
                {shown.map((key) => (
                  <TR key={key.id} data-key-id={key.id}>
                    <TD className="min-w-36 font-medium text-zinc-900">
                      <span className="flex flex-wrap items-center gap-1.5">
                        <span id={`key-label-${key.id}`}>{key.label}</span>
                        {key.id === consoleKeyId ? (
                          <span title="The console's own server-held key: the console reads and changes workspace data with it.">
                            <Badge tone="brand">This console</Badge>
                          </span>
                        ) : null}
                      </span>

                      <AccessNote apiKey={key} />
                    </TD>
                    <TD>
                      <span className="flex flex-col items-start gap-1 whitespace-nowrap">
                        <code className="font-mono text-xs text-zinc-700">{maskedKey(key)}</code>
                        <Badge tone={key.environment === "live" ? "brand" : "neutral"}>
                          {key.environment}
                        </Badge>
                      </span>
                    </TD>
                    <TD className={cn("min-w-24", key.scopes === null && "text-zinc-500 italic")}>
                      {scopeSummary(key.scopes)}
                    </TD>
                    <TD>
                      <Badge tone={STATE_TONE[key.state]}>{key.state}</Badge>
                      {key.revoked_at ? (
                        <span
                          className="mt-1 block text-xs whitespace-nowrap text-zinc-500"
                          title={formatDateTime(key.revoked_at)}
                        >
                          {formatDate(key.revoked_at)}
                        </span>
                      ) : null}
                    </TD>
                    <TD>
                      <span
                        className="block whitespace-nowrap"
                        title={formatDateTime(key.created_at)}
                      >
                        {formatDate(key.created_at)}
                      </span>
                      {key.creator ? (
                        <span className="mt-1 flex flex-wrap items-center gap-1 text-xs">
                          <span className="text-zinc-600">by {key.creator.email}</span>
                          <RoleBadge role={key.creator.role} />
                        </span>
                      ) : (
                        <span className="mt-1 block text-xs whitespace-nowrap text-zinc-500">
                          workspace-level
                        </span>
                      )}
                    </TD>
                    <TD
                      className="whitespace-nowrap"
                      title={key.expires_at ? formatDateTime(key.expires_at) : undefined}
                    >
                      {formatDate(key.expires_at, "Never")}
                    </TD>
                    <TD
                      className="whitespace-nowrap"
                      title={key.last_used_at ? formatDateTime(key.last_used_at) : undefined}
                    >
                      {formatDate(key.last_used_at, "Never")}
                    </TD>
                    {canManage ? (
                      <TD className="whitespace-nowrap text-right">
                        {key.state === "active" ? (
                          <DropdownMenu modal={false}>
                            <DropdownMenuTrigger asChild>
                              <Button
                                variant="ghost"
                                size="sm"
                                className="px-2"
                                aria-label="Actions"
                                aria-describedby={`key-label-${key.id}`}
                              >
                                <svg
                                  aria-hidden
                                  viewBox="0 0 20 20"
                                  className="size-4"
                                  fill="currentColor"
                                >
                                  <path d="M3 10a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Z" />
                                </svg>
                              </Button>
                            </DropdownMenuTrigger>
                            <DropdownMenuContent>
                              <DropdownMenuItem onSelect={() => setDialog({ kind: "roll", key })}>
                                Roll key…
                              </DropdownMenuItem>
                              <DropdownMenuItem
                                tone="danger"
                                onSelect={() => setDialog({ kind: "revoke", key })}
                              >
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
          )}
          {!canManage && me ? (
            <p className="mt-3 text-xs text-zinc-500">
              Only managers and above can revoke or roll keys. You are a {me.role}.
            </p>
          ) : null}
        </>
      )}

      {dialog?.kind === "revoke" ? (
        <RevokeApiKeyDialog
          apiKey={dialog.key}
          consoleKey={consoleKeyOf(dialog.key)}
          onClose={() => setDialog(null)}
          onRevoked={(key) => {
            setDialog(null);
            setNotice(`Revoked “${key.label}” (${maskedKey(key)}).`);
          }}
        />
      ) : null}
      {dialog?.kind === "roll" && me ? (
        <RollApiKeyDialog
          apiKey={dialog.key}
          me={me}
          consoleKey={consoleKeyOf(dialog.key)}
          onClose={() => setDialog(null)}
          onRolled={(r) => {
            setDialog(null);
            setNotice(null);
            setRevealed(r);
          }}
        />
      ) : null}
      <SecretRevealDialog
        revealed={revealed}
        onClose={() => {
          if (revealed)
            setNotice(`Created “${revealed.apiKey.label}” (${maskedKey(revealed.apiKey)}).`);
          setRevealed(null);
        }}
      />

      <ActivityLog
        title="Key activity"
        description="Every key created, rolled and revoked in this workspace, newest first. Key values are never recorded."
        filter={{ targetType: "api_key" }}
      />
    </>
  );
}
