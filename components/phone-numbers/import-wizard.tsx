"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import type { ImportConfirmResult, ImportSearchResult } from "@/contract/phone-numbers";
import { ApiRequestError } from "@/lib/api-client";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import {
  carrierName,
  plural,
  type SearchFormValues,
  selectableNumbers,
  toSearchBody,
} from "@/lib/phone-numbers/phone-labels";
import { confirmImport, useRefreshPhoneNumbers } from "@/lib/queries/phone-numbers";
import { ImportChooseStep } from "./import-choose-step";
import { ImportResultStep } from "./import-result-step";
import { ImportSearchStep } from "./import-search-step";

/**
 * “Import numbers…”: search a (simulated) carrier account, choose its numbers, import them
 * and optionally set their caller name. Everything typed, the auth token included, lives in
 * the dialog's content and goes when it closes; it is never in the address or a query key.
 */
export function ImportWizard({ onImported }: { onImported: (notice: string) => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>Import numbers…</Button>
      </DialogTrigger>
      <DialogContent
        title="Import numbers"
        description="Bring numbers from your carrier account. The carriers here are simulated by the platform: nothing real is called or charged."
        className="max-w-2xl"
        onEscapeKeyDown={(event) => pending && event.preventDefault()}
        onInteractOutside={(event) => pending && event.preventDefault()}
      >
        <WizardSteps
          onPendingChange={setPending}
          onImported={onImported}
          onDone={() => {
            setPending(false);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function WizardSteps({
  onPendingChange,
  onImported,
  onDone,
}: {
  onPendingChange: (pending: boolean) => void;
  onImported: (notice: string) => void;
  onDone: () => void;
}) {
  const searchForm = useForm<SearchFormValues>({
    defaultValues: {
      carrier: "bluewire",
      account_sid: "",
      auth_token: "",
      country: "",
      contains: "",
    },
  });
  const [found, setFound] = useState<{ result: ImportSearchResult; with: SearchFormValues } | null>(
    null,
  );
  const [step, setStep] = useState<"search" | "choose" | "result">("search");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [result, setResult] = useState<ImportConfirmResult | null>(null);
  const [idempotency] = useState(() => new IdempotencyKeys());
  const refresh = useRefreshPhoneNumbers();

  async function confirm(numbers: string[]) {
    if (!found) throw new Error("Search the carrier account first.");
    const { country: _country, contains: _contains, ...credentials } = toSearchBody(found.with);
    const body = { ...credentials, numbers };
    try {
      const imported = await confirmImport(body, idempotency.keyFor(body));
      idempotency.forget();
      setResult(imported);
      setStep("result");
      await refresh();
      onImported(
        `Imported ${plural(imported.imported.length, "number")} from ${carrierName(body.carrier)}; ${imported.skipped.length} already there.`,
      );
      return imported;
    } catch (error) {
      // A refusal surely did nothing; after no answer or a 5xx a retry keeps the key.
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        idempotency.forget();
      }
      throw error;
    }
  }

  if (step === "result" && result) {
    return <ImportResultStep result={result} onPendingChange={onPendingChange} onDone={onDone} />;
  }
  if (step === "choose" && found) {
    return (
      <ImportChooseStep
        found={found.result}
        chosen={chosen}
        onChosenChange={setChosen}
        onBack={() => setStep("search")}
        onConfirm={confirm}
        onPendingChange={onPendingChange}
      />
    );
  }
  return (
    <ImportSearchStep
      form={searchForm}
      onPendingChange={onPendingChange}
      onFound={(result) => {
        const selectable = new Set(selectableNumbers(result.numbers));
        setFound({ result, with: searchForm.getValues() });
        // A search again keeps what was chosen and is still on offer.
        setChosen((before) => new Set([...before].filter((n) => selectable.has(n))));
        setStep("choose");
      }}
    />
  );
}
