"use client";

import dynamic from "next/dynamic";
import { useQueryStates } from "nuqs";
import { useState } from "react";
import { ActivityLog } from "@/components/audit/activity-log";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/skeleton";
import type { ApiKey } from "@/contract/api-keys";
import type { Me } from "@/contract/members";
import { roleAtLeast } from "@/contract/roles";
import { cn } from "@/lib/cn";
import { useApiKeysQuery, useConsoleKeyQuery } from "@/lib/queries/api-keys";
import { useMeQuery } from "@/lib/queries/me";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { roleInSentence } from "@/lib/words";
import { keyUsageId } from "./api-keys-cells";
import { ApiKeysTable } from "./api-keys-table";
import {
  countByState,
  KEY_LIST_PARAMS,
  maskedKey,
  revealedKeyNotice,
  STATE_FILTERS,
  type StateFilter,
  visibleKeys,
} from "./key-list";
import type { RevealedKey } from "./secret-reveal-dialog";

// Dialogs load when wanted: the page's first load carries the table, not every form.
const CreateApiKeyDialog = lazyDialog(() =>
  import("./create-api-key-dialog").then((m) => m.CreateApiKeyDialog),
);
const RevokeApiKeyDialog = dynamic(
  () => import("./revoke-api-key-dialog").then((m) => m.RevokeApiKeyDialog),
  { ssr: false },
);
const RollApiKeyDialog = dynamic(
  () => import("./roll-api-key-dialog").then((m) => m.RollApiKeyDialog),
  { ssr: false },
);
const KeyUsageDialog = dynamic(() => import("./key-usage-dialog").then((m) => m.KeyUsageDialog), {
  ssr: false,
});
const SecretRevealDialog = dynamic(
  () => import("./secret-reveal-dialog").then((m) => m.SecretRevealDialog),
  { ssr: false },
);

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
  if (roleAtLeast(me.role, "manager")) {
    return (
      <CreateApiKeyDialog trigger={<Button>Create key</Button>} me={me} onCreated={onCreated} />
    );
  }
  return (
    <div className="flex items-center gap-3">
      <p id={REASON_ID} className="max-w-64 text-right text-xs text-zinc-500">
        {CREATE_REASON} You are {roleInSentence(me.role)}.
      </p>
      <BlockableButton blockedReason={CREATE_REASON} aria-describedby={REASON_ID}>
        Create key
      </BlockableButton>
    </div>
  );
}

type Dialog = { kind: "revoke" | "roll" | "usage"; key: ApiKey } | null;

export function ApiKeysView() {
  const query = useApiKeysQuery();
  const consoleKeyQuery = useConsoleKeyQuery();
  const { data: me } = useMeQuery();
  const [{ state: filter, sort }, setView] = useQueryStates(KEY_LIST_PARAMS, LIST_URL_OPTIONS);
  const setFilter = (state: StateFilter) => setView({ state });
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
            {STATE_FILTERS.filter(
              // "Refused" appears only when some key is refused, so it never reads as a worry.
              (f) => f.value !== "refused" || counts.refused > 0 || filter === "refused",
            ).map((f) => (
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
            <ApiKeysTable
              keys={shown}
              everyKey={keys}
              sort={sort}
              onSort={(next) => setView({ sort: next })}
              consoleKeyId={consoleKeyId}
              canManage={canManage}
              onAction={(kind, key) => setDialog({ kind, key })}
            />
          )}
          {!canManage && me ? (
            <p className="mt-3 text-xs text-zinc-500">
              Only managers and above can revoke or roll keys. You are {roleInSentence(me.role)}.
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
      {dialog?.kind === "usage" ? (
        <KeyUsageDialog
          apiKey={dialog.key}
          returnFocusId={keyUsageId(dialog.key)}
          onClose={() => setDialog(null)}
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
          if (revealed) setNotice(revealedKeyNotice(revealed.apiKey, revealed.replaces));
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
