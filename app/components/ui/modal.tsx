import { Dialog } from "radix-ui";
import { useRef } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import { cn } from "#app/lib/cn.ts";

export type ModalProps = {
  /** Controlled open state, so the modal can be opened from outside. */
  open?: boolean;
  /** Starts open when uncontrolled (SPEC §2: "can start open"). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** An element that opens the modal when activated (rendered as-is). */
  trigger?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
};

/**
 * A dismissible overlay (SPEC §2). Escape, a click on the overlay and the close
 * button dismiss it; focus stays inside while open and returns to where it was.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  closeLabel = "Close",
  trigger,
  className,
  children,
}: ModalProps) {
  // Radix returns focus only to its own Trigger; a modal opened from outside
  // returns it to whatever had focus when it opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="modal-overlay"
          className="bg-night/70 animate-dialog-in fixed inset-0 z-50 backdrop-blur-sm"
        />
        <Dialog.Content
          className={cn(
            "rounded-card bg-surface text-ink shadow-raised animate-dialog-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 sm:p-8",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <Dialog.Title className="text-h3 pr-10">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="text-ink-soft mt-2">{description}</Dialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          <Dialog.Close
            aria-label={closeLabel}
            className="rounded-pill text-ink-soft hover:bg-surface-muted hover:text-ink absolute top-4 right-4 inline-flex size-11 items-center justify-center"
          >
            <Icon name="close" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
