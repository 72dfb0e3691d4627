import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import type { UiIconName } from "#app/components/icons/icon-names.ts";
import { cn } from "#app/lib/cn.ts";
import { dismissToast, type Toast, type ToastState, toastStore } from "./toast.ts";

const looks: Record<ToastState, { icon: UiIconName; classes: string }> = {
  success: { icon: "success", classes: "border-success bg-success-soft text-success" },
  error: { icon: "error", classes: "border-danger bg-danger-soft text-danger" },
  warning: { icon: "warning", classes: "border-warning bg-warning-soft text-warning" },
};

type ToasterProps = {
  /** How long a toast stays (SPEC §9: 4,000 ms). */
  durationMs: number;
  /** Names the region for screen readers. */
  label?: string;
  closeLabel?: string;
};

/**
 * The one toast region of the site (SPEC §4: toasts auto-hide after their
 * duration, or on their close icon). The polite live region is in the page
 * before the first toast, so screen readers announce each one. Timers pause
 * while the pointer or the keyboard focus is in the region (DECISIONS.md).
 * On phones toasts sit at the bottom, near the form that raised them.
 */
export function Toaster({
  durationMs,
  label = "Notifications",
  closeLabel = "Close",
}: ToasterProps) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  return (
    <section
      aria-label={label}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ol className="flex w-full max-w-sm flex-col gap-3">
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            durationMs={durationMs}
            paused={paused}
            closeLabel={closeLabel}
          />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({
  toast,
  durationMs,
  paused,
  closeLabel,
}: {
  toast: Toast;
  durationMs: number;
  paused: boolean;
  closeLabel: string;
}) {
  const remaining = useRef(durationMs);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id]);

  const { icon, classes } = looks[toast.toastState];
  return (
    <li
      data-toast-state={toast.toastState}
      className={cn(
        "shadow-raised pointer-events-auto flex items-center gap-3 rounded-2xl border-l-4 py-2 pr-2 pl-4 font-sans",
        classes,
      )}
    >
      <Icon name={icon} className="size-5 shrink-0" />
      <p className="text-ink flex-1 font-semibold">{toast.message}</p>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => dismissToast(toast.id)}
        className="rounded-pill text-ink-soft hover:bg-surface/60 hover:text-ink inline-flex size-11 shrink-0 items-center justify-center"
      >
        <Icon name="close" className="size-5" />
      </button>
    </li>
  );
}
