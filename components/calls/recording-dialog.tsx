"use client";

import { useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { returnFocusTo } from "@/components/ui/return-focus";
import { TableSkeleton } from "@/components/ui/skeleton";
import { downloadFile } from "@/lib/export/download";
import { type CallRow, recordingVtt, useRecordingQuery } from "@/lib/queries/calls";
import { callDuration, transcriptButtonId } from "./calls-table";

/**
 * A completed call's recording: each turn with its time and speaker. The calls are simulated
 * and have no audio, so the recording is its transcript; the captions download as WebVTT,
 * ready for any player.
 */
export function RecordingDialog({ call, onClose }: { call: CallRow; onClose: () => void }) {
  const recording = useRecordingQuery(call.id);
  const [download, setDownload] = useState<{ error: unknown } | null>(null);
  const who = call.lead_name || call.lead_id;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Call to ${who}`}
        description={`${callDuration(call.duration_seconds)} · simulated call: the recording is its transcript.`}
        className="max-w-2xl"
        onCloseAutoFocus={returnFocusTo(transcriptButtonId(call))}
      >
        {recording.isPending ? (
          <TableSkeleton label="Loading the recording" rows={4} />
        ) : recording.isError ? (
          <ApiErrorState error={recording.error} onRetry={() => recording.refetch()} />
        ) : recording.data.cues.length === 0 ? (
          <EmptyState title="Nothing was said">
            Nobody answered, so the call has no recording.
          </EmptyState>
        ) : (
          <ol aria-label="Transcript" className="max-h-96 space-y-3 overflow-y-auto pr-1">
            {recording.data.cues.map((cue) => (
              <li key={`${cue.start_seconds}-${cue.speaker}`} className="flex gap-3 text-sm">
                <span className="w-12 shrink-0 text-xs text-zinc-500 tabular-nums">
                  {callDuration(Math.floor(cue.start_seconds))}
                </span>
                <span className="min-w-0">
                  <span className="font-medium text-zinc-900">{cue.name}</span>
                  <span className="block text-zinc-700">{cue.text}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
        {download?.error ? (
          <div className="mt-4">
            <ApiErrorState error={download.error} />
          </div>
        ) : null}
        <div className="mt-5 flex justify-end">
          <Button
            variant="secondary"
            disabled={!recording.data?.cues.length}
            onClick={async () => {
              setDownload(null);
              try {
                const vtt = await recordingVtt(call.id);
                downloadFile(`call-${call.id}.vtt`, [vtt], "text/vtt;charset=utf-8");
              } catch (error) {
                setDownload({ error });
              }
            }}
          >
            Download captions (.vtt)
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
