import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping false, null and undefined; where two set the same property
 * (the kit's `w-full` and a caller's `w-16`), the later one wins, whatever order Tailwind's
 * stylesheet happens to put them in.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(...classes);
}
