"use client";

import { lazy, Suspense, useState } from "react";
import { BlockableButton } from "@/components/ui/blockable-button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import type { CsvExportSpec } from "./csv-export-dialog";

// The dialog and the CSV writer load only when someone exports.
const CsvExportDialog = lazy(() =>
  import("./csv-export-dialog").then((m) => ({ default: m.CsvExportDialog })),
);

/** "Export CSV…": opens the export of whatever `spec()` describes at that moment. */
export function ExportCsvButton<Row>({
  spec,
  label = "Export CSV…",
  disabledReason,
}: {
  spec: () => CsvExportSpec<Row>;
  label?: string;
  disabledReason?: string | null;
}) {
  const [current, setCurrent] = useState<CsvExportSpec<Row> | null>(null);
  // The button is the dialog's Radix trigger, so closing the dialog puts the focus back on it.
  return (
    <Dialog open={current !== null} onOpenChange={(open) => setCurrent(open ? spec() : null)}>
      <DialogTrigger asChild>
        <BlockableButton size="sm" variant="secondary" blockedReason={disabledReason}>
          {label}
        </BlockableButton>
      </DialogTrigger>
      {current ? (
        <Suspense fallback={null}>
          <CsvExportDialog spec={current as CsvExportSpec<unknown>} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
