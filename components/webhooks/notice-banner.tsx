"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** What an action on an endpoint reports back to the page: one banner, dismissable. */
export type Notice = {
  tone: "info" | "danger";
  title: string;
  body?: string;
  link?: { href: string; label: string };
};

export function NoticeBanner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <Alert
      tone={notice.tone}
      title={notice.title}
      className="mb-4"
      actions={
        <>
          {notice.link ? (
            <Button asChild size="sm" variant="secondary">
              <Link href={notice.link.href}>{notice.link.label}</Link>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        </>
      }
    >
      {notice.body}
    </Alert>
  );
}
