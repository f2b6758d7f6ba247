"use client";

import { formatDateTime } from "@/lib/format";
import { minutesText } from "@/lib/inbox/inbox-labels";
import type { MeetingRow } from "@/lib/queries/inbox";

/**
 * The lead's meetings at the head of the thread, soonest first: when, how long and the link
 * to join, where the person answering the lead looks before writing "see you Tuesday".
 */
export function ThreadMeetings({ meetings }: { meetings: readonly MeetingRow[] }) {
  if (meetings.length === 0) return null;
  const soonestFirst = [...meetings].sort((a, b) => a.meeting_time.localeCompare(b.meeting_time));
  return (
    <ul
      aria-label="Meetings with the lead"
      className="space-y-1 border-b border-zinc-200 px-4 py-3"
    >
      {soonestFirst.map((m) => (
        <li key={m.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium text-zinc-900">Meeting</span>
          <time dateTime={m.meeting_time} className="text-zinc-800 tabular-nums">
            {formatDateTime(m.meeting_time)}
          </time>
          {m.duration_minutes ? (
            <span className="text-zinc-600">{minutesText(m.duration_minutes)}</span>
          ) : null}
          {m.meeting_url ? (
            <a
              href={m.meeting_url}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 truncate text-indigo-700 underline underline-offset-2"
            >
              Join meeting<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
