import { afterEach } from "vitest";
import { dismissAllToasts } from "#app/components/ui/toast.ts";

// Toasts live in a module-level store; a new test starts with none.
afterEach(() => {
  dismissAllToasts();
});
