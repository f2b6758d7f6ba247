"use client";

import { Button, type ButtonProps } from "./button";
import { Tooltip } from "./tooltip";

/**
 * A button that may be blocked: with a `blockedReason` it stays focusable (aria-disabled, so
 * keyboard users reach the reason too), says why in its description and a tooltip, and does
 * nothing when pressed, not even open the dialog it triggers. Without one it is a Button.
 * Pass `aria-describedby` instead when the reason is already written on the page.
 */
export function BlockableButton({
  blockedReason,
  onClick,
  ...props
}: ButtonProps & { blockedReason?: string | null }) {
  if (!blockedReason) return <Button onClick={onClick} {...props} />;
  return (
    <Tooltip content={blockedReason}>
      <Button
        {...props}
        aria-disabled="true"
        aria-description={props["aria-describedby"] ? undefined : blockedReason}
        onClick={(e) => e.preventDefault()}
      />
    </Tooltip>
  );
}
