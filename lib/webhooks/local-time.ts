/**
 * `<input type="datetime-local">` speaks local time without a zone; URLs and the API speak
 * UTC. These convert between the two, minute precision, in the browser's own zone.
 */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The UTC instant of a `datetime-local` value; null when it is empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
