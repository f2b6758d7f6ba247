"use client";

import { useId, useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorId, FieldMessage } from "@/components/ui/form-field";
import type { ImportConfirmResult, ImportSearchResult } from "@/contract/phone-numbers";
import { ApiRequestError } from "@/lib/api-client";
import {
  capabilityLabels,
  carrierName,
  chosenInOrder,
  plural,
  selectableNumbers,
  toggleAll,
} from "@/lib/phone-numbers/phone-labels";
import { formatPhone } from "@/lib/words";
import { StepHeading } from "./step-heading";

/** Step 2: the numbers the account holds; those the workspace has already cannot be chosen. */
export function ImportChooseStep({
  found,
  chosen,
  onChosenChange,
  onBack,
  onConfirm,
  onPendingChange,
}: {
  found: ImportSearchResult;
  chosen: ReadonlySet<string>;
  onChosenChange: (chosen: Set<string>) => void;
  onBack: () => void;
  /** Imports the numbers (in the carrier's order); throws what the platform answered. */
  onConfirm: (numbers: string[]) => Promise<ImportConfirmResult>;
  onPendingChange: (pending: boolean) => void;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const selectable = selectableNumbers(found.numbers);
  const numbers = chosenInOrder(found.numbers, chosen);
  const allChosen = selectable.length > 0 && numbers.length === selectable.length;

  async function confirm() {
    setError(undefined);
    setFailure(null);
    if (numbers.length === 0) {
      setError("Choose at least one number to import.");
      return;
    }
    setPending(true);
    onPendingChange(true);
    try {
      await onConfirm(numbers);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.validationIssues.length > 0) {
        setError(caught.validationIssues.map((i) => i.msg).join(" "));
      } else {
        setFailure(caught);
      }
    } finally {
      setPending(false);
      onPendingChange(false);
    }
  }

  function toggle(number: string) {
    const next = new Set(chosen);
    if (next.has(number)) next.delete(number);
    else next.add(number);
    onChosenChange(next);
  }

  return (
    <div className="space-y-4" aria-busy={pending || undefined}>
      <StepHeading step={2} title={`Numbers on the ${carrierName(found.carrier)} account`} />
      {failure ? <ApiErrorState error={failure} /> : null}
      {found.numbers.length === 0 ? (
        <p className="text-sm text-zinc-600">
          The account holds no numbers that match. Go back to change the filters.
        </p>
      ) : (
        <fieldset aria-describedby={error ? errorId(id) : undefined} className="space-y-2">
          <legend className="sr-only">Numbers to import</legend>
          <label className="flex items-center gap-2 text-sm font-medium text-zinc-800">
            <input
              type="checkbox"
              className="size-4"
              checked={allChosen}
              disabled={selectable.length === 0}
              onChange={() => onChosenChange(toggleAll(found.numbers, chosen))}
            />
            Select all ({plural(selectable.length, "number")} not imported yet)
          </label>
          <ul className="max-h-72 divide-y divide-zinc-100 overflow-y-auto rounded-md ring-1 ring-zinc-200 ring-inset">
            {found.numbers.map((n) => (
              <li key={n.number} className="px-3 py-2">
                <label className="flex items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={n.already_imported || chosen.has(n.number)}
                    disabled={n.already_imported}
                    onChange={() => toggle(n.number)}
                  />
                  <span className="font-medium text-zinc-900">{formatPhone(n.number)}</span>
                  <span className="text-zinc-600">{n.friendly_name}</span>
                  <span className="text-zinc-600">{n.country}</span>
                  <span className="text-zinc-600">
                    {capabilityLabels(n.capabilities).join(", ")}
                  </span>
                  {n.already_imported ? <Badge tone="success">Already imported</Badge> : null}
                </label>
              </li>
            ))}
          </ul>
          <FieldMessage id={id} error={error} />
        </fieldset>
      )}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" disabled={pending} onClick={onBack}>
          Back
        </Button>
        {found.numbers.length > 0 ? (
          <Button disabled={pending} onClick={() => void confirm()}>
            {pending ? "Importing…" : `Import ${plural(numbers.length, "number")}`}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
