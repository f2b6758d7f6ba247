"use client";

import { ApiErrorState } from "@/components/api-error-state";
import { PageHeader } from "@/components/page-header";
import { RoleBadge } from "@/components/role-badge";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { ApiKey } from "@/contract/api-keys";
import { formatDate, formatDateTime } from "@/lib/format";
import { useApiKeysQuery } from "@/lib/queries/api-keys";

const STATE_TONE: Record<ApiKey["state"], BadgeTone> = {
  active: "success",
  revoked: "danger",
  expired: "warning",
};

export function maskedKey(key: Pick<ApiKey, "start" | "last4">): string {
  return `${key.start}…${key.last4}`;
}

export function scopeSummary(scopes: ApiKey["scopes"]): string {
  if (scopes === null) return "legacy: read and write";
  return scopes.join(", ");
}

export function ApiKeysView() {
  const query = useApiKeysQuery();
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys of this workspace. A key's value is shown only once, when it is created."
      />
      {query.isPending ? (
        <TableSkeleton label="Loading API keys" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No API keys yet">This workspace has no API keys.</EmptyState>
      ) : (
        <Table aria-label="API keys">
          <THead>
            <tr>
              <TH>Label</TH>
              <TH>Key</TH>
              <TH>Scopes</TH>
              <TH>State</TH>
              <TH>Created by</TH>
              <TH>Created</TH>
              <TH>Expires</TH>
              <TH>Last used</TH>
            </tr>
          </THead>
          <TBody>
            {query.data.items.map((key) => (
              <TR key={key.id}>
                <TD className="font-medium whitespace-nowrap text-zinc-900">{key.label}</TD>
                <TD>
                  <span className="flex items-center gap-2 whitespace-nowrap">
                    <code className="font-mono text-xs text-zinc-700">{maskedKey(key)}</code>
                    <Badge tone={key.environment === "live" ? "brand" : "neutral"}>
                      {key.environment}
                    </Badge>
                  </span>
                </TD>
                <TD className={key.scopes === null ? "text-zinc-500 italic" : undefined}>
                  {scopeSummary(key.scopes)}
                </TD>
                <TD>
                  <Badge tone={STATE_TONE[key.state]}>{key.state}</Badge>
                </TD>
                <TD>
                  {key.creator ? (
                    <span className="flex items-center gap-1.5 whitespace-nowrap">
                      <span className="text-zinc-700">{key.creator.email}</span>
                      <RoleBadge role={key.creator.role} />
                    </span>
                  ) : (
                    <span className="whitespace-nowrap text-zinc-500">workspace-level</span>
                  )}
                </TD>
                <TD className="whitespace-nowrap" title={key.created_at}>
                  {formatDate(key.created_at)}
                </TD>
                <TD className="whitespace-nowrap" title={key.expires_at ?? undefined}>
                  {formatDate(key.expires_at, "Never")}
                </TD>
                <TD
                  className="whitespace-nowrap"
                  title={key.last_used_at ? formatDateTime(key.last_used_at) : undefined}
                >
                  {formatDate(key.last_used_at, "Never")}
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </>
  );
}
