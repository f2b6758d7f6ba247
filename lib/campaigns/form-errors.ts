import { type FieldErrors, get } from "react-hook-form";

/** The message of the error at a form path (`steps.1.wait_days`), looked up as react-hook-form stores it. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const found: { message?: string } | undefined = get(errors, path);
  return found?.message;
}
