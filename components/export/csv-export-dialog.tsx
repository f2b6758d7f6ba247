"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogContent } from "@/components/ui/dialog";
import {
  type CsvColumn,
  downloadCsv,
  type ExportProgress,
  type PageReader,
  readAllPages,
  toCsv,
} from "@/lib/export/csv";
import { formatNumber } from "@/lib/format";

export type CsvExportSpec<Row> = {
  title: string;
  description: ReactNode;
  fileName: string;
  /** Rows expected, for the progress bar; null when unknown. */
  total: number | null;
  columns: readonly CsvColumn<Row>[];
  readPage: PageReader<Row>;
  /** What the file is, e.g. "prospects" or "leads". */
  noun: string;
};

type State =
  | { step: "ready" }
  | { step: "reading"; progress: ExportProgress }
  | { step: "done"; rows: number; csv: string }
  | { step: "failed"; error: unknown };

/**
 * Reads every page, then hands the browser one CSV file. Progress shows rows read against
 * the total, and waits for a rate limit are said out loud rather than failing the export.
 */
export function CsvExportDialog<Row>({ spec }: { spec: CsvExportSpec<Row> }) {
  const [state, setState] = useState<State>({ step: "ready" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(new DOMException("closed", "AbortError")), []);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: "reading", progress: { rows: 0, pages: 0, waitingSeconds: null } });
    try {
      const rows = await readAllPages(
        spec.readPage,
        (progress) => setState({ step: "reading", progress }),
        controller.signal,
      );
      const csv = toCsv(spec.columns, rows);
      downloadCsv(spec.fileName, csv);
      setState({ step: "done", rows: rows.length, csv });
    } catch (error) {
      if (controller.signal.aborted) setState({ step: "ready" });
      else setState({ step: "failed", error });
    }
  }

  const total = spec.total;
  return (
    <DialogContent title={spec.title} description={spec.description}>
      <div className="space-y-4">
        <p className="text-sm text-zinc-600">
          Columns:{" "}
          <span className="font-medium text-zinc-800">
            {spec.columns.map((c) => c.header).join(", ")}
          </span>
        </p>
        {state.step === "reading" ? (
          <div className="space-y-2">
            <div
              role="progressbar"
              aria-label="Export progress"
              aria-valuemin={0}
              aria-valuemax={total ?? undefined}
              aria-valuenow={state.progress.rows}
              aria-valuetext={`${formatNumber(state.progress.rows)}${total !== null ? ` of ${formatNumber(total)}` : ""} ${spec.noun}`}
              className="h-2 overflow-hidden rounded-full bg-zinc-200"
            >
              <div
                className="h-full bg-indigo-600 motion-safe:transition-all"
                style={{
                  width: total ? `${Math.min(100, (state.progress.rows / total) * 100)}%` : "50%",
                }}
              />
            </div>
            <p className="text-sm text-zinc-600" aria-live="polite">
              {formatNumber(state.progress.rows)}
              {total !== null ? ` of ${formatNumber(total)}` : ""} {spec.noun} read
              {state.progress.waitingSeconds !== null
                ? ` · waiting ${state.progress.waitingSeconds} s for the rate limit`
                : ""}
            </p>
          </div>
        ) : null}
        {state.step === "done" ? (
          <Alert tone="info" title="Export ready">
            {formatNumber(state.rows)} {spec.noun} saved as {spec.fileName}.
          </Alert>
        ) : null}
        {state.step === "failed" ? <ApiErrorState error={state.error} /> : null}
        <div className="flex justify-end gap-3 pt-2">
          {state.step === "reading" ? (
            <Button
              variant="secondary"
              onClick={() => abort.current?.abort(new DOMException("cancelled", "AbortError"))}
            >
              Stop
            </Button>
          ) : (
            <DialogClose asChild>
              <Button variant="secondary">{state.step === "done" ? "Close" : "Cancel"}</Button>
            </DialogClose>
          )}
          {state.step === "done" ? (
            <Button onClick={() => downloadCsv(spec.fileName, state.csv)}>Download again</Button>
          ) : state.step !== "reading" ? (
            <Button onClick={start}>
              {state.step === "failed"
                ? "Try again"
                : `Export ${total !== null ? `${formatNumber(total)} ` : ""}${spec.noun}`}
            </Button>
          ) : null}
        </div>
      </div>
    </DialogContent>
  );
}
