"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { EVENT_TYPES } from "@/contract/webhooks";
import { formatNumber } from "@/lib/format";
import { toLocalInput } from "@/lib/webhooks/local-time";
import { plural } from "@/lib/webhooks/plural";
import { CUSTOM_START, type RecoverChoice } from "@/lib/webhooks/recover-range";

const SELECT_CLASS =
  "mt-1 block h-9 w-full rounded-md border-0 bg-white px-2 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600";

/** The range a recover covers: a start (a preset, or a date and time typed) and an event type. */
export function RecoverRangeFields({
  choices,
  choice,
  onChoice,
  eventType,
  onEventType,
  customSince,
  onCustomSince,
  openedAt,
  problem,
  problemId,
  disabled,
}: {
  choices: readonly RecoverChoice[];
  choice: string;
  onChoice: (value: string) => void;
  eventType: string;
  onEventType: (value: string) => void;
  customSince: string;
  onCustomSince: (value: string) => void;
  openedAt: number;
  problem: string | null;
  /** The id of the sentence that states `problem`, which the date field points at. */
  problemId: string;
  disabled: boolean;
}) {
  const ids = { range: useId(), type: useId(), since: useId() };
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.range} className="block text-sm font-medium text-zinc-800">
            Failed since
          </label>
          <select
            id={ids.range}
            value={choice}
            disabled={disabled}
            onChange={(e) => onChoice(e.target.value)}
            className={SELECT_CLASS}
          >
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
            <option value={CUSTOM_START}>Since a date and time…</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.type} className="block text-sm font-medium text-zinc-800">
            Event type
          </label>
          <select
            id={ids.type}
            value={eventType}
            disabled={disabled}
            onChange={(e) => onEventType(e.target.value)}
            className={SELECT_CLASS}
          >
            <option value="">All event types</option>
            {EVENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      </div>
      {choice === CUSTOM_START ? (
        <div>
          <label htmlFor={ids.since} className="block text-sm font-medium text-zinc-800">
            From (your local time)
          </label>
          <Input
            id={ids.since}
            type="datetime-local"
            className="mt-1 h-9 w-60"
            value={customSince}
            max={toLocalInput(new Date(openedAt).toISOString())}
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(e) => onCustomSince(e.currentTarget.value)}
          />
        </div>
      ) : null}
    </>
  );
}

/** What pressing the button would do, in one sentence, or why there is nothing to do. */
export function RecoverCount({
  problem,
  problemId,
  state,
  count,
  max,
}: {
  problem: string | null;
  problemId: string;
  state: "pending" | "error" | "success";
  count: number | null;
  max: number | null;
}) {
  return (
    <p className="text-sm text-zinc-700" aria-live="polite" data-testid="recover-count">
      {problem ? (
        <span id={problemId} className="text-red-700">
          {problem}
        </span>
      ) : state === "pending" ? (
        "Counting failed deliveries…"
      ) : state === "error" ? (
        "The failed deliveries could not be counted."
      ) : count === 0 ? (
        "Nothing to recover: no delivery in this range failed without a resend under way or succeeded."
      ) : max !== null && count !== null && count > max ? (
        `More than ${formatNumber(max)} failed deliveries match; choose a shorter range or one event type.`
      ) : (
        `${plural(count ?? 0, "failed delivery", "failed deliveries")} will be resent.`
      )}
    </p>
  );
}
