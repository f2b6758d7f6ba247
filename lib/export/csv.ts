import { stringify } from "csv-stringify/browser/esm/sync";
import { downloadFile } from "./download";

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown };

/** A cell as CSV text: numbers as digits, booleans as true/false, lists joined, nothing as "". */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value)) return value.map(csvCell).join("; ");
  return JSON.stringify(value);
}

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe keeps it text (OWASP's advice on CSV injection). Numbers
 * written by csvCell are left alone.
 */
export function neutralizeFormula(text: string): string {
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) return `'${text}`;
  return text;
}

/** RFC 4180 text: a header row, then one row per item, CRLF line ends. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return stringify(
    rows.map((row) => columns.map((c) => neutralizeFormula(csvCell(c.value(row))))),
    {
      header: true,
      columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
      record_delimiter: "\r\n",
      // A lone line feed must be quoted too, or some readers start a new row there.
      quoted_match: [/[\r\n]/, /^\s|\s$/],
    },
  );
}

export type PageReader<Row> = (
  page: number,
  signal: AbortSignal,
) => Promise<{ rows: Row[]; done: boolean }>;

export type ExportProgress = { rows: number; pages: number; waitingSeconds: number | null };

/** Tells the reader to wait: a 429 or 503 with the seconds of its Retry-After. */
type RetryLater = { retryAfterSeconds: number | null; status: number };

const isRetryLater = (err: unknown): err is RetryLater =>
  typeof err === "object" &&
  err !== null &&
  "status" in err &&
  ((err as RetryLater).status === 429 || (err as RetryLater).status === 503);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Reads every page in order and returns their rows. A rate limit (429) or a brief outage
 * (503) is waited out for its Retry-After and the page read again, so a large export finishes
 * instead of failing half-way; any other error ends it.
 */
export async function readAllPages<Row>(
  readPage: PageReader<Row>,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
  maxWaits = 10,
): Promise<Row[]> {
  const rows: Row[] = [];
  let waits = 0;
  for (let page = 1; ; ) {
    signal.throwIfAborted();
    try {
      const result = await readPage(page, signal);
      rows.push(...result.rows);
      onProgress({ rows: rows.length, pages: page, waitingSeconds: null });
      if (result.done) return rows;
      page++;
    } catch (err) {
      if (!isRetryLater(err) || waits >= maxWaits) throw err;
      waits++;
      const seconds = Math.max(1, err.retryAfterSeconds ?? 1);
      onProgress({ rows: rows.length, pages: page - 1, waitingSeconds: seconds });
      await sleep(seconds * 1000, signal);
    }
  }
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string) {
  // A byte order mark, so spreadsheet programs read the UTF-8 names right.
  downloadFile(fileName, ["\uFEFF", csv], "text/csv;charset=utf-8");
}
