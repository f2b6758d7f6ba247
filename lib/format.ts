const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const NUMBER = new Intl.NumberFormat("en-US");

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(iso: string | null | undefined, fallback = "—"): string {
  const date = parse(iso);
  return date ? DATE.format(date) : fallback;
}

export function formatDateTime(iso: string | null | undefined, fallback = "—"): string {
  const date = parse(iso);
  return date ? DATE_TIME.format(date) : fallback;
}

export function formatNumber(n: number): string {
  return NUMBER.format(n);
}
