import { toast } from "sonner";

/** SPEC §3: a toast is one of three states with a message. */
export type ToastState = "success" | "error" | "warning";

/** Shows a toast in the site's one live region (see Toaster). */
export function showToast(toastState: ToastState, message: string): void {
  toast[toastState](message);
}
