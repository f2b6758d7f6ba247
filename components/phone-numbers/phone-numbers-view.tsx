"use client";

import { useQueryStates } from "nuqs";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { PagedQuery } from "@/components/ui/paged-query";
import type { PhoneNumber } from "@/contract/phone-numbers";
import { PHONE_PARAMS, phoneNumbersHref } from "@/lib/phone-numbers/phone-params";
import { usePhoneNumbersQuery } from "@/lib/queries/phone-numbers";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { formatPhone } from "@/lib/words";
import { ImportWizard } from "./import-wizard";
import { OutboundProfileDialog } from "./outbound-profile-dialog";
import { PhoneNumbersTable, phoneActionsId } from "./phone-numbers-table";

const PHONE_NUMBERS_PER_PAGE = 25;

/** The workspace's phone numbers: import from a carrier account, edit how each presents. */
export function PhoneNumbersView() {
  const [view] = useQueryStates(PHONE_PARAMS, LIST_URL_OPTIONS);
  const query = usePhoneNumbersQuery({ page: view.page, perPage: PHONE_NUMBERS_PER_PAGE });
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<PhoneNumber | null>(null);

  return (
    <>
      <PageHeader
        title="Phone numbers"
        description="The numbers the workspace calls and texts from. Each is also a connected account of channel phone, for campaigns to send as."
        actions={<ImportWizard onImported={setNotice} />}
      />
      {notice ? <Alert tone="info" title={notice} className="mb-4" /> : null}
      <PagedQuery
        query={query}
        loadingLabel="Loading the phone numbers"
        empty={
          <EmptyState title="No phone numbers yet">
            Import numbers from a carrier account to call and text from them.
          </EmptyState>
        }
        pagination={{
          page: view.page,
          perPage: PHONE_NUMBERS_PER_PAGE,
          noun: "numbers",
          hrefFor: (p) => phoneNumbersHref({ page: p }),
        }}
      >
        {(numbers, stale) => (
          <PhoneNumbersTable numbers={numbers} stale={stale} onEdit={setEditing} />
        )}
      </PagedQuery>
      {editing ? (
        <OutboundProfileDialog
          number={editing}
          returnFocusId={phoneActionsId(editing)}
          onClose={() => setEditing(null)}
          onSaved={(saved) =>
            setNotice(`Saved the caller name and profile of ${formatPhone(saved.number)}.`)
          }
        />
      ) : null}
    </>
  );
}
