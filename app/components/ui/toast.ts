/** SPEC §3: a toast is one of three states with a message. */
export type ToastState = "success" | "error" | "warning";

export type Toast = { id: number; toastState: ToastState; message: string };

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast in the site's one live region (see Toaster). */
export function showToast(toastState: ToastState, message: string): void {
  publish([...toasts, { id: nextId++, toastState, message }]);
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

export function dismissAllToasts(): void {
  publish([]);
}

/** What the prerendered page holds: one array, so hydration reads the same snapshot each time. */
const noToasts: readonly Toast[] = [];

/** For useSyncExternalStore. */
export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
  getServerSnapshot: () => noToasts,
};
