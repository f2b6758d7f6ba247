"use client";

import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { creditsText } from "@/contract/credit-rates";
import type { PreviewSort } from "@/contract/prospect-search";
import { ApiRequestError } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import { plainMessage } from "@/lib/prospecting/plain-messages";
import {
  findPastRun,
  type PastRun,
  rememberRun,
  runKey,
  sessionStore,
} from "@/lib/prospecting/run-history";
import { type PreviewBody, type SearchForm, toPreviewBody } from "@/lib/prospecting/search-form";
import { useCreatePreviewMutation } from "@/lib/queries/prospect-search";
import type { useSearchBuilder } from "./use-search-builder";

/**
 * One run of the Run button. Its Idempotency-Key is kept until the platform answers with a
 * preview, so every retry of a time-out or a refusal sends the same key and the same body.
 */
export type Attempt = {
  listId: string;
  body: PreviewBody;
  bodyText: string;
  key: string;
  form: SearchForm;
};

/** After a run: once that preview's results are drawn, bring them into view and focus them. */
function useFocusResults(previewId: string | null) {
  const target = useRef<string | null>(null);
  useEffect(() => {
    const wanted = target.current;
    if (!wanted || previewId !== wanted) return;
    let frames = 0;
    let frame = 0;
    const tick = () => {
      const heading = document.querySelector<HTMLElement>(
        `[data-preview-id="${CSS.escape(wanted)}"] #results-title`,
      );
      if (!heading) {
        if (frames++ < 300) frame = requestAnimationFrame(tick);
        return;
      }
      target.current = null;
      // Only when they are out of sight (e.g. below the filters on a narrow window).
      const box = heading.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight - 160) {
        heading.scrollIntoView({ block: "start", behavior: "smooth" });
      }
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [previewId]);
  return (id: string) => {
    target.current = id;
  };
}

/**
 * Running a preview of the builder's search on the workspace's search list (`listId`), and
 * showing a run of the same search again for free.
 */
export function usePreviewRun(
  builder: ReturnType<typeof useSearchBuilder>,
  listId: string | null,
  canRun: boolean | null,
) {
  const { url, form } = builder;
  const mutation = useCreatePreviewMutation();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pastRun, setPastRun] = useState<PastRun | null>(null);
  const showResults = useFocusResults(url.state.previewId);
  const bodyText = JSON.stringify(builder.body);

  // A run of exactly this search (filters, page size, enrichment) in this session.
  const currentRunKey = listId ? runKey(listId, bodyText) : null;
  useEffect(() => {
    setPastRun(currentRunKey ? findPastRun(sessionStore(), currentRunKey) : null);
  }, [currentRunKey]);

  async function send(run: Attempt) {
    form.clearErrors("root.server");
    setStatus(null);
    try {
      const preview = await mutation.mutateAsync({
        listId: run.listId,
        body: run.body,
        idempotencyKey: run.key,
      });
      setAttempt(null);
      const current = url.current();
      // The results are of this search, so the builder shows it (also after a retry).
      builder.fill(run.form);
      url.write(
        { ...current, listId: run.listId, form: run.form, previewId: preview.id, page: 1 },
        current.previewId ? "push" : "replace",
      );
      const past: PastRun = {
        previewId: preview.id,
        at: Date.now(),
        totalMatches: preview.total_matches,
      };
      rememberRun(sessionStore(), runKey(run.listId, run.bodyText), past);
      setPastRun(past);
      // What the platform says it charged: results the workspace had paid for cost nothing.
      const spent = run.body.auto_enrich
        ? (preview.credits_charged ??
          Math.min(preview.results.length, Number(run.body.page_size) || 0))
        : 0;
      const matches =
        preview.total_matches === null ? "more than 10,000" : formatNumber(preview.total_matches);
      setStatus(
        `Preview ready: ${matches} matches; ${spent === 0 ? "no credits spent" : `${creditsText(spent)} spent`}.`,
      );
      showResults(preview.id);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        applyValidationErrors(
          form as UseFormReturn<SearchForm>,
          err.validationIssues.map((issue) => ({
            ...issue,
            msg: plainMessage(issue.loc.slice(1).join("."), issue.msg, run.body.filters),
          })),
        );
      }
    }
  }

  const run = form.handleSubmit(async (submitted) => {
    if (!listId || !canRun) return;
    const runBody = toPreviewBody(submitted);
    const runText = JSON.stringify(runBody);
    const same = attempt && attempt.listId === listId && attempt.bodyText === runText;
    const next: Attempt = same
      ? attempt
      : {
          listId,
          body: runBody,
          bodyText: runText,
          key: crypto.randomUUID(),
          form: structuredClone(submitted),
        };
    setAttempt(next);
    await send(next);
  });

  /**
   * A column's sort header: the same search again in the new order. The platform orders a
   * preview when it makes it, so this is a new preview, made without enrichment: re-ordering
   * never spends credits (results already paid for still show their contact details).
   */
  async function resort(sort: PreviewSort | "") {
    if (!listId || !canRun) return;
    const current = url.current();
    const sorted: SearchForm = { ...structuredClone(current.form), sort };
    form.setValue("sort", sort, { shouldDirty: true });
    const body: PreviewBody = { ...toPreviewBody(sorted), auto_enrich: false };
    const bodyText = JSON.stringify(body);
    await send({ listId, body, bodyText, key: crypto.randomUUID(), form: sorted });
  }

  /** The same search ran before: show its stored result set again, which costs nothing. */
  function showPastRun() {
    if (!listId || !pastRun) return;
    // The builder's last change may not have reached the address yet: this write carries it.
    builder.cancelDraft();
    url.write(
      { ...url.current(), form: form.getValues(), listId, previewId: pastRun.previewId, page: 1 },
      "push",
    );
    setStatus("Showing the results of the same search from before; no credits spent.");
    showResults(pastRun.previewId);
  }

  const failure =
    mutation.error instanceof ApiRequestError && mutation.error.status === 422
      ? null
      : mutation.error;
  const retryKey =
    attempt && attempt.listId === listId && attempt.bodyText === bodyText ? attempt.key : null;

  return {
    run,
    resort,
    send,
    showPastRun,
    pastRun,
    status,
    setStatus,
    attempt,
    retryKey,
    failure,
    pending: mutation.isPending,
    /** After "turn off enrichment" on a 402: the next press of Run is a new attempt. */
    forget: () => {
      mutation.reset();
      setAttempt(null);
    },
    changedSinceAttempt: attempt !== null && attempt.bodyText !== bodyText,
  };
}
