"use client";

import dynamic from "next/dynamic";

/**
 * The audit log of one kind of object. It loads after the page, below whose own table it
 * sits, so its table code and its query never hold up what the page is for.
 */
export const ActivityLog = dynamic(
  () => import("./activity-log-section").then((m) => m.ActivityLogSection),
  { ssr: false },
);
