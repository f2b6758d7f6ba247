/** ISO 8601 UTC with whole seconds: 2026-11-22T14:00:00Z. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? `${date.toISOString().slice(0, 19)}Z` : null;
}
