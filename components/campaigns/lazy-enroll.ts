"use client";

import dynamic from "next/dynamic";

/**
 * The enrolling parts other pages show (the import dialog's campaign choice and its
 * enrollment, a lead list's enroll dialog), loaded when shown, not with those pages.
 */
export const ImportEnrollChoice = dynamic(
  () => import("./import-enroll-choice").then((m) => m.ImportEnrollChoice),
  { ssr: false },
);
export const EnrollAfterImport = dynamic(
  () => import("./enroll-after-import").then((m) => m.EnrollAfterImport),
  { ssr: false },
);
export const EnrollDialog = dynamic(() => import("./enroll-dialog").then((m) => m.EnrollDialog), {
  ssr: false,
});
