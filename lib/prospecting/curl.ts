/**
 * The same preview call as a `curl` command someone can paste into a terminal. The key is
 * never in it: the header reads it from $OUTREACH_API_KEY, so nothing secret is ever shown
 * or copied.
 */
const API_KEY_VARIABLE = "OUTREACH_API_KEY";

/** Single-quotes text for a POSIX shell: ' becomes '\'' and nothing inside is expanded. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The preview's path; `{list_id}` stands in until a list is chosen. */
export function previewPath(listId: string | null): string {
  const segment = listId === null ? "{list_id}" : encodeURIComponent(listId);
  return `/api/v1/public/lead-lists/${segment}/prospect-search/preview`;
}

export function previewCurl({
  baseUrl,
  listId,
  body,
  idempotencyKey,
}: {
  baseUrl: string;
  listId: string | null;
  body: unknown;
  /** The key of the attempt being retried; otherwise each run of the command makes one. */
  idempotencyKey?: string | null;
}): string {
  const url = `${baseUrl.replace(/\/+$/, "")}${previewPath(listId)}`;
  const key = idempotencyKey ? shellQuote(`Idempotency-Key: ${idempotencyKey}`) : null;
  return [
    `curl -X POST ${shellQuote(url)}`,
    `  -H "X-API-Key: $${API_KEY_VARIABLE}"`,
    `  -H ${shellQuote("Content-Type: application/json")}`,
    key ? `  -H ${key}` : `  -H "Idempotency-Key: $(uuidgen)"`,
    `  --data-raw ${shellQuote(JSON.stringify(body, null, 2))}`,
  ].join(" \\\n");
}
