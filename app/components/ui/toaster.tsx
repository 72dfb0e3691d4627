import { Toaster as SonnerToaster } from "sonner";
import { site } from "#app/config/site.ts";

/**
 * The one toast region of the site (SPEC §4: toasts auto-hide after 4 s).
 * sonner keeps its polite live region in the page before the first toast and
 * pauses the timer while a toast is hovered or focused (DECISIONS.md).
 */
export function Toaster() {
  return <SonnerToaster position="top-center" duration={site.toastDurationMs} closeButton richColors />;
}
