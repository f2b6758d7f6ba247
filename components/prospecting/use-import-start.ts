"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApiRequestError } from "@/lib/api-client";
import { type ResultSelection, selectionBody } from "@/lib/prospecting/result-selection";
import { creditKeys } from "@/lib/queries/credits";
import { leadListKeys, useCreateLeadListMutation } from "@/lib/queries/lead-lists";
import { leadKeys } from "@/lib/queries/leads";
import { prospectSearchKeys, useImportPreviewMutation } from "@/lib/queries/prospect-search";
import { type ImportTarget, NEW_LIST } from "./import-target";
import { outcomeUnknown } from "./run-failure";

/** Where a started import goes, and the key it was started with (enrolling after it reuses it). */
export type StartedImport = { id: string; name: string; key: string; jobId: string };

/**
 * Starts importing a preview into a list, making the list first when it is a new one. One
 * key per target until the platform answers, so retrying an unclear failure can neither make
 * a second list nor import twice.
 */
export function useImportStart({
  previewId,
  selection,
}: {
  previewId: string;
  selection: ResultSelection;
}) {
  const attempt = useRef<{ key: string; listKey: string; made: string | null } | null>(null);
  const createList = useCreateLeadListMutation();
  const importing = useImportPreviewMutation();

  /** Resolves to the started import, or null when it failed (said by `createList`/`importing`). */
  async function start(
    target: ImportTarget,
    existingName: string,
    enriching: boolean,
  ): Promise<StartedImport | null> {
    const newName = target.newName.trim();
    const body = selectionBody(selection);
    const listKey = `${target.listId === NEW_LIST ? `new:${newName}` : target.listId}:${enriching}:${JSON.stringify(body)}`;
    if (attempt.current?.listKey !== listKey) {
      attempt.current = { key: crypto.randomUUID(), listKey, made: null };
    }
    const current = attempt.current;
    try {
      let listId = target.listId;
      let name = existingName;
      if (listId === NEW_LIST) {
        const made =
          current.made ??
          (
            await createList.mutateAsync({
              body: { name: newName, description: "" },
              idempotencyKey: `${current.key}-list`,
            })
          ).id;
        current.made = made;
        listId = made;
        name = newName;
      }
      const started = await importing.mutateAsync({
        listId,
        previewId,
        idempotencyKey: current.key,
        autoEnrich: enriching,
        selection: body,
      });
      attempt.current = null;
      return { id: listId, name, key: current.key, jobId: started.id };
    } catch {
      return null;
    }
  }

  return {
    start,
    pending: importing.isPending || createList.isPending,
    /** The import's own failure: unclear (it may have started) or not. */
    importError: importing.error,
    unclear: importing.error ? outcomeUnknown(importing.error) : false,
    createListError: createList.error,
    /** What the start answered, so the job shows at once. */
    startedJob: importing.data,
  };
}

/** Why the platform refused the new list (its name, usually), to say at the name; else null. */
export function refusedListName(error: unknown): string | null {
  return error instanceof ApiRequestError
    ? (error.validationIssues[0]?.msg ?? error.message)
    : null;
}

/** Once the import is over: its list gained leads, and the workspace may have paid for some. */
export function useRefreshAfterImport(finished: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!finished) return;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: leadListKeys.all }),
      queryClient.invalidateQueries({ queryKey: leadKeys.all }),
      queryClient.invalidateQueries({ queryKey: prospectSearchKeys.previews() }),
      queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    ]);
  }, [finished, queryClient]);
}
