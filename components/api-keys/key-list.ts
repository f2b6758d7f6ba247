import type { ApiKey } from "@/contract/api-keys";
import { type EffectiveKeyState, effectiveKeyState } from "@/contract/key-access";
import { formatDateTime } from "@/lib/format";
import { type ColumnSort, choiceParam, sortParam } from "@/lib/url-state/list-params";

/** How the list names a key: prefix and last four characters only. */
/** What the revoke and roll dialogs, opened from a key's row menu, take. */
export type KeyDialogProps = {
  apiKey: ApiKey;
  /** Set when the key is the console's own: the dialog warns and acts through the console. */
  consoleKey: { embedded: boolean } | null;
  onClose: () => void;
};

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

const SORT_COLUMNS = ["label", "state", "created_at", "expires_at", "last_used_at"] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortOrder = ColumnSort<SortColumn>;
export const DEFAULT_SORT: SortOrder = { id: "created_at", desc: true };

/** The keys page's address: `?state=revoked&sort=-last_used_at`. */
export const KEY_LIST_PARAMS = {
  state: choiceParam(
    STATE_FILTERS.map((f) => f.value),
    "all",
  ),
  sort: sortParam(SORT_COLUMNS).withDefault(DEFAULT_SORT),
};

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
  const sign = sort.desc ? -1 : 1;
  const nullable = sort.id === "expires_at" || sort.id === "last_used_at";
  return keys
    .filter((k) => filter === "all" || filterOf(k) === filter)
    .toSorted((a, b) => {
      const missing = nullable && (a[sort.id] === null) !== (b[sort.id] === null);
      const primary = missing ? compare(a, b, sort.id) : sign * compare(a, b, sort.id);
      return primary || (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0);
    });
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

/** When a rolled key stops working; each label completes "The old key stops working …". */
export const GRACE_CHOICES = [
  { seconds: 0, label: "Now" },
  { seconds: 3600, label: "In 1 hour" },
  { seconds: 86_400, label: "In 24 hours" },
  { seconds: 7 * 86_400, label: "In 7 days" },
] as const;

/**
 * How each key of a roll tells itself apart from the other, since both carry the same label:
 * the old key names its replacement, the replacement the key it replaced. Null for a key no
 * roll touched (or whose partner is no longer listed).
 */
export function rollNote(key: ApiKey, keys: readonly ApiKey[]): string | null {
  const replacement = key.replaced_by ? keys.find((k) => k.id === key.replaced_by) : undefined;
  if (replacement) return `Rolled: replaced by ${maskedKey(replacement)}`;
  const replaced = keys.find((k) => k.replaced_by === key.id);
  if (replaced) return `Replaces ${maskedKey(replaced)}`;
  return key.replaced_by ? "Rolled: replaced by a newer key" : null;
}

/** The banner once a key's value has been shown: what was made, and for a roll what became of the old key. */
export function revealedKeyNotice(
  apiKey: Pick<ApiKey, "label" | "start" | "last4">,
  replaces?: { masked: string; stopsAt: string | null },
): string {
  if (!replaces) return `Created “${apiKey.label}” (${maskedKey(apiKey)}).`;
  const old = replaces.stopsAt
    ? `it keeps working until ${formatDateTime(replaces.stopsAt)}`
    : "it stopped working at once";
  return `Rolled “${apiKey.label}”: ${maskedKey(apiKey)} replaces ${replaces.masked}, and ${old}.`;
}
