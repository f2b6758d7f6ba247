"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A page that failed to render keeps the shell and offers to try again. */
export default function ConsoleError({ reset }: { error: Error; reset: () => void }) {
  return (
    <Alert
      tone="danger"
      title="This page could not be shown"
      actions={
        <Button size="sm" variant="secondary" onClick={reset}>
          Try again
        </Button>
      }
    >
      <p>Something went wrong in the console while showing this page. Your data is unchanged.</p>
    </Alert>
  );
}
