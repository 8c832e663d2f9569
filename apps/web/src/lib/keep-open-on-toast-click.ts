/**
 * For a Radix dialog's onPointerDownOutside / onInteractOutside: a click on a toast (its close button, say) is not a
 * click outside the dialog, so the dialog stays open.
 */
export function keepOpenOnToastClick(event: { target: EventTarget | null; preventDefault: () => void }) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
    event.preventDefault();
}
