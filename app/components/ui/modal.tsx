import { useId, useLayoutEffect, useRef } from "react";
import { Icon } from "#app/components/icons/icon.tsx";

export type ModalProps = {
  open: boolean;
  /** Called with false when the visitor dismisses the modal. */
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children?: React.ReactNode;
};

/**
 * A dismissible overlay (SPEC §2) on the browser's own modal `<dialog>`:
 * the page behind is inert, Escape closes it, and so do a click on the
 * backdrop and the close button; focus returns to where it was.
 *
 * Native rather than a dialog library: the library locked scrolling by
 * inserting a stylesheet, which restyled the whole page (some 40 ms of a slow
 * phone's main thread each time the kids' entry popup opened, bench:web), and
 * weighed 10 KB gzip more.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onOpenChange,
  title,
  description,
  closeLabel = "Close",
  children,
}: Omit<ModalProps, "open">) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // A click counts as on the backdrop only if it also began there, so that
  // selecting text in the modal and releasing outside does not close it.
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The browser focuses the first control. When reaching it scrolled the
    // modal's beginning out of view (a long modal on a phone), the title
    // takes focus instead, so the visitor starts at the top (WAI-ARIA dialog pattern).
    if (dialog.scrollTop > 0) {
      titleRef.current?.focus({ preventScroll: true });
      dialog.scrollTop = 0;
    }
    return () => {
      // Closed before it leaves: while it is modal the page is inert and
      // cannot take focus back.
      if (dialog.open) dialog.close();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape, which the browser gives every modal dialog
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        // The cleanup's close(), run as the modal leaves, must not report a second closing.
        if (dialogRef.current) onOpenChange(false);
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onOpenChange(false);
      }}
      className="rounded-card bg-surface text-ink shadow-raised animate-dialog-in backdrop:bg-night/70 backdrop:animate-dialog-in m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto overscroll-contain"
    >
      <div className="relative p-6 sm:p-8">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-h3 pr-10 outline-none">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="text-ink-soft mt-2">
            {description}
          </p>
        ) : null}
        <div className="mt-5">{children}</div>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => onOpenChange(false)}
          className="rounded-pill text-ink-soft hover:bg-surface-muted hover:text-ink absolute top-4 right-4 inline-flex size-11 items-center justify-center"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
    </dialog>
  );
}
