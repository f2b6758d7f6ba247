import { z } from "zod";
import { Timestamp } from "./envelopes";

/**
 * How a key's requests are counted: by status class, with 429 apart from the other 4xx so a
 * caller that keeps hitting its limit stands out. "4xx" is every other client error.
 */
export const STATUS_CLASSES = ["2xx", "3xx", "4xx", "429", "5xx"] as const;
export const StatusClass = z.enum(STATUS_CLASSES);
export type StatusClass = z.infer<typeof StatusClass>;

export function statusClassOf(status: number): StatusClass {
  if (status === 429) return "429";
  if (status >= 500) return "5xx";
  if (status >= 400) return "4xx";
  if (status >= 300) return "3xx";
  return "2xx";
}

/** A key unused this long (or never used since it was made this long ago) is marked. */
export const UNUSED_KEY_DAYS = 30;
const UNUSED_KEY_MS = UNUSED_KEY_DAYS * 24 * 3600 * 1000;

/** Whether a key has gone unused for UNUSED_KEY_DAYS: its last use, or else its creation, is older. */
export function unusedForLong(
  key: { last_used_at: string | null; created_at: string },
  now: Date,
): boolean {
  const since = Date.parse(key.last_used_at ?? key.created_at);
  return now.getTime() - since >= UNUSED_KEY_MS;
}

const count = z.number().int().min(0);
export const StatusCounts = z
  .object({
    total: count,
    "2xx": count,
    "3xx": count,
    "4xx": count.meta({ description: "Client errors other than 429." }),
    "429": count,
    "5xx": count,
  })
  .meta({ id: "StatusCounts" });
export type StatusCounts = z.infer<typeof StatusCounts>;

export const UsageBucket = z.object({ start: Timestamp, counts: StatusCounts });
export type UsageBucket = z.infer<typeof UsageBucket>;

/** `GET /api/v1/console/api-keys/{id}/usage`. */
export const KeyUsage = z
  .object({
    key_id: z.string(),
    last_used_at: Timestamp.nullable(),
    last_used_address: z.string().nullable().meta({
      description: "The client address of the last recorded use (recorded at most once a minute).",
    }),
    last_used_user_agent: z.string().nullable(),
    unused_for_30_days: z.boolean(),
    last_24_hours: StatusCounts,
    last_7_days: StatusCounts,
    hourly: z.array(UsageBucket).meta({ description: "The last 24 hours, oldest first." }),
    daily: z.array(UsageBucket).meta({ description: "The last 7 days (UTC), oldest first." }),
  })
  .meta({ id: "KeyUsage" });
export type KeyUsage = z.infer<typeof KeyUsage>;

export function emptyCounts(): StatusCounts {
  return { total: 0, "2xx": 0, "3xx": 0, "4xx": 0, "429": 0, "5xx": 0 };
}
