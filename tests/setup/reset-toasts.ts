import { toast } from "sonner";
import { afterEach } from "vitest";

// sonner keeps its toasts in a module-level store; a new test starts with none.
afterEach(() => {
  toast.dismiss();
});
