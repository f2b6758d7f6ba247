"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ApiRequestError, NETWORK_ERROR_STATUS } from "@/lib/api-client";
import { useCountdown } from "@/lib/hooks/use-countdown";
import { countOf } from "@/lib/words";
import { Alert } from "./alert";
import { Button } from "./button";

type Props = {
  error: unknown;
  /** Offered for reads, and for a 429 once the wait is over. */
  onRetry?: () => void;
  className?: string;
};

type Described = {
  tone: "warning" | "danger" | "info";
  title: string;
  body: string;
  extra?: string;
  signIn?: boolean;
  retry?: "now" | "after-wait" | "no";
};

function describeFailure(error: unknown): Described {
  if (!(error instanceof ApiRequestError)) {
    return {
      tone: "danger",
      title: "Something went wrong",
      body: "The console hit an unexpected problem. Reload the page; if it keeps happening, tell your operator.",
      retry: "now",
    };
  }
  const sentence = typeof error.detail === "string" ? error.detail : error.message;
  const status = error.status;
  if (status === 401 && error.serverKeyRejected) {
    return {
      tone: "danger",
      title: "The console's API key was rejected",
      body: sentence,
      extra: "Your own session is fine; nothing you can do here will fix this.",
      retry: "no",
    };
  }
  if (status === 401) {
    return {
      tone: "warning",
      title: "Your session has expired",
      body: "Sign in again to continue where you left off.",
      signIn: true,
      retry: "no",
    };
  }
  if (status === 402) {
    return {
      tone: "warning",
      title: "Billing or plan limit",
      body: sentence,
      extra: "A workspace owner can update billing or the plan.",
      retry: "no",
    };
  }
  if (status === 403) return { tone: "warning", title: "Not allowed", body: sentence, retry: "no" };
  if (status === 404) return { tone: "info", title: "Not found", body: sentence, retry: "no" };
  if (status === 410) {
    return {
      tone: "danger",
      title: "This workspace has been deleted",
      body: sentence,
      retry: "no",
    };
  }
  if (status === 422) {
    return { tone: "warning", title: "The request was not valid", body: sentence, retry: "no" };
  }
  if (status === 429) {
    return { tone: "warning", title: "Too many requests", body: sentence, retry: "after-wait" };
  }
  if (status === NETWORK_ERROR_STATUS || status >= 500) {
    const unreachable = status === NETWORK_ERROR_STATUS || status === 502;
    return {
      tone: "danger",
      title:
        status === 504
          ? "The platform did not answer in time"
          : unreachable
            ? "The platform could not be reached"
            : status === 503
              ? "The platform is temporarily unavailable"
              : "The platform had a problem",
      body: sentence,
      extra: error.isWrite
        ? "The request may have run; check before retrying."
        : status === 503 && error.retryAfterSeconds !== null
          ? undefined
          : "Reading is safe to retry.",
      retry: error.isWrite
        ? "no"
        : status === 503 && error.retryAfterSeconds
          ? "after-wait"
          : "now",
    };
  }
  return { tone: "danger", title: `Request failed (HTTP ${status})`, body: sentence, retry: "no" };
}

/** "You can retry in 4 seconds.", then "You can retry now." */
export function RetryCountdown({ left }: { left: number }) {
  return (
    <>
      {/* The number changes every second; only the end of the wait is announced. */}
      <p className="mt-1" aria-hidden={left > 0 ? true : undefined}>
        {left > 0 ? `You can retry in ${countOf(left, "second")}.` : "You can retry now."}
      </p>
      <span className="sr-only" aria-live="polite">
        {left === 0 ? "You can retry now." : ""}
      </span>
    </>
  );
}

/** Every failure of a call to the platform as a clear, actionable state. */
export function ApiErrorState({ error, onRetry, className }: Props) {
  const pathname = usePathname();
  const described = describeFailure(error);
  const retryAfter = error instanceof ApiRequestError ? error.retryAfterSeconds : null;
  const left = useCountdown(described.retry === "after-wait" ? retryAfter : null);

  const actions = [];
  if (described.signIn) {
    actions.push(
      <Button key="sign-in" asChild size="sm">
        <Link href={`/sign-in?next=${encodeURIComponent(pathname)}`}>Sign in again</Link>
      </Button>,
    );
  }
  if (onRetry && (described.retry === "now" || described.retry === "after-wait")) {
    const waiting = described.retry === "after-wait" && left > 0;
    actions.push(
      <Button key="retry" size="sm" variant="secondary" disabled={waiting} onClick={onRetry}>
        {waiting ? `Retry in ${left} s` : "Retry"}
      </Button>,
    );
  }

  return (
    <Alert
      tone={described.tone}
      title={described.title}
      className={className}
      actions={actions.length > 0 ? actions : undefined}
    >
      <p>{described.body}</p>
      {described.retry === "after-wait" && retryAfter !== null ? (
        <RetryCountdown left={left} />
      ) : null}
      {described.extra ? <p className="mt-1">{described.extra}</p> : null}
    </Alert>
  );
}
