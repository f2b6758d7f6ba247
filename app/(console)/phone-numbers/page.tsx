import type { Metadata } from "next";
import { PhoneNumbersView } from "@/components/phone-numbers/phone-numbers-view";
import { AdminAreaGate } from "@/components/shell/admin-area-gate";

export const metadata: Metadata = { title: "Phone numbers" };

/** The page is read from the address (nuqs); below admin it says why instead. */
export default function PhoneNumbersPage() {
  return (
    <AdminAreaGate
      path="phone-numbers"
      title="Phone numbers"
      contents="Phone numbers and the carrier accounts they are imported from"
      aside="Ask an admin or owner of the workspace if you need a number imported or its caller name changed."
    >
      <PhoneNumbersView />
    </AdminAreaGate>
  );
}
