"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { formatNumber } from "@/lib/format";
import { toLocalInput } from "@/lib/webhooks/local-time";
import { plural } from "@/lib/webhooks/plural";
import { CUSTOM_START, type RecoverChoice } from "@/lib/webhooks/recover-range";
import { EVENT_TYPE_OPTIONS, SelectField } from "../ui/select-field";

/** The deliveries to resend: failed since a choice (or a typed date and time), of one event type or all. */
export type RecoverRange = { choice: string; eventType: string; customSince: string };

/** The range a recover covers: a start (a preset, or a date and time typed) and an event type. */
export function RecoverRangeFields({
  choices,
  range,
  onRange,
  openedAt,
  problem,
  problemId,
  disabled,
}: {
  choices: readonly RecoverChoice[];
  range: RecoverRange;
  onRange: (change: Partial<RecoverRange>) => void;
  openedAt: number;
  problem: string | null;
  /** The id of the sentence that states `problem`, which the date field points at. */
  problemId: string;
  disabled: boolean;
}) {
  const sinceId = useId();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Failed since"
          value={range.choice}
          disabled={disabled}
          onChange={(choice) => onRange({ choice })}
          options={[...choices, { value: CUSTOM_START, label: "Since a date and time…" }]}
        />
        <SelectField
          label="Event type"
          value={range.eventType}
          disabled={disabled}
          onChange={(eventType) => onRange({ eventType })}
          options={EVENT_TYPE_OPTIONS}
        />
      </div>
      {range.choice === CUSTOM_START ? (
        <div>
          <label htmlFor={sinceId} className="block text-sm font-medium text-zinc-800">
            From (your local time)
          </label>
          <Input
            id={sinceId}
            type="datetime-local"
            className="mt-1 h-9 w-60"
            value={range.customSince}
            max={toLocalInput(new Date(openedAt).toISOString())}
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(e) => onRange({ customSince: e.currentTarget.value })}
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
