/**
 * The props of a kit dialog (ConfirmDialog, FormDialog) that an action mounts to open: it is
 * open while mounted, closing it calls `onClose` (which unmounts it), and focus goes back to
 * `returnFocusId` when the control that opened it is gone (a menu item).
 */
export function openWhileMounted(onClose: () => void, returnFocusId: string | undefined) {
  return {
    open: true,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
    returnFocusId,
  };
}
