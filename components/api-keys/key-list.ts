import type { ApiKey } from "@/contract/api-keys";
import { type EffectiveKeyState, effectiveKeyState } from "@/contract/key-access";

/** How the list names a key: prefix and last four characters only. */
export function maskedKey(key: Pick<ApiKey, "start" | "last4">): string {
  return `${key.start}…${key.last4}`;
}

export function scopeSummary(scopes: ApiKey["scopes"]): string {
  if (scopes === null) return "legacy: read and write";
  const grantsBoth = scopes.some((s) => s === "all" || s === "*");
  const read = grantsBoth || scopes.includes("read");
  const write = grantsBoth || scopes.includes("write");
  const plain = read && write ? "read and write" : read ? "read" : "write";
  const special = scopes.filter((s) => s === "all" || s === "*");
  return special.length > 0 ? `${plain} (${special.join(", ")})` : plain;
}

/** "Active" takes in limited keys: they work, except in the admin areas. */
export type StateFilter = "all" | "active" | "refused" | "revoked" | "expired";
export const STATE_FILTERS: { value: StateFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "refused", label: "Refused" },
  { value: "revoked", label: "Revoked" },
  { value: "expired", label: "Expired" },
];

function filterOf(key: ApiKey): Exclude<StateFilter, "all"> {
  const state = effectiveKeyState(key);
  return state === "limited" ? "active" : state;
}

export type SortColumn = "label" | "state" | "created_at" | "expires_at" | "last_used_at";
export type SortOrder = { column: SortColumn; direction: "asc" | "desc" };
export const DEFAULT_SORT: SortOrder = { column: "created_at", direction: "desc" };

const STATE_RANK: Record<EffectiveKeyState, number> = {
  active: 0,
  limited: 1,
  refused: 2,
  expired: 3,
  revoked: 4,
};

/** Ascending comparison; a missing date (never expires, never used) sorts last. */
function compare(a: ApiKey, b: ApiKey, column: SortColumn): number {
  switch (column) {
    case "label":
      return a.label.localeCompare(b.label, "en", { sensitivity: "base" });
    case "state":
      return STATE_RANK[effectiveKeyState(a)] - STATE_RANK[effectiveKeyState(b)];
    default: {
      const x = a[column];
      const y = b[column];
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
  }
}

/** Filtered by state and sorted; ties keep the newest first. Missing dates stay last. */
export function visibleKeys(keys: readonly ApiKey[], filter: StateFilter, sort: SortOrder) {
  const sign = sort.direction === "asc" ? 1 : -1;
  const nullable = sort.column === "expires_at" || sort.column === "last_used_at";
  return keys
    .filter((k) => filter === "all" || filterOf(k) === filter)
    .toSorted((a, b) => {
      const missing = nullable && (a[sort.column] === null) !== (b[sort.column] === null);
      const primary = missing ? compare(a, b, sort.column) : sign * compare(a, b, sort.column);
      return primary || (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0);
    });
}

/** Clicking a header sorts by it; clicking it again turns the order around. */
export function nextSort(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column === column) {
    return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  }
  return { column, direction: column === "label" || column === "state" ? "asc" : "desc" };
}

export function countByState(keys: readonly ApiKey[]): Record<StateFilter, number> {
  const counts: Record<StateFilter, number> = {
    all: keys.length,
    active: 0,
    refused: 0,
    revoked: 0,
    expired: 0,
  };
  for (const key of keys) counts[filterOf(key)] += 1;
  return counts;
}

export const GRACE_CHOICES = [
  { seconds: 0, label: "Now", hint: "The old key stops working at once." },
  { seconds: 3600, label: "1 hour", hint: "Both keys work for an hour." },
  { seconds: 86_400, label: "24 hours", hint: "Both keys work for a day." },
  { seconds: 7 * 86_400, label: "7 days", hint: "Both keys work for a week." },
] as const;
