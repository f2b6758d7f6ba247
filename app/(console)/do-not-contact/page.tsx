import type { Metadata } from "next";
import { DncView } from "@/components/do-not-contact/dnc-view";

export const metadata: Metadata = { title: "Do not contact" };

/** The type filter and page are in the address; the view reads them (nuqs). */
export default function DoNotContactPage() {
  return <DncView />;
}
