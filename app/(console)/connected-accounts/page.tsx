import type { Metadata } from "next";
import { ConnectedAccountsView } from "@/components/connected-accounts/connected-accounts-view";
import { AdminAreaGate } from "@/components/shell/admin-area-gate";

export const metadata: Metadata = { title: "Connected accounts" };

/** The channel filter and page are read from the address (nuqs); below admin it says why. */
export default function ConnectedAccountsPage() {
  return (
    <AdminAreaGate
      path="connected-accounts"
      title="Connected accounts"
      contents="Connected accounts, the mailboxes and numbers the workspace sends from,"
      aside="Ask an admin or owner of the workspace if a campaign or a reply needs another sending account."
    >
      <ConnectedAccountsView />
    </AdminAreaGate>
  );
}
