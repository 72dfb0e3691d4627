import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`).
 * Hydration waits for the load event and the first paint
 * (scripts/build/defer-hydration.ts), so end-to-end tests wait for this mark before
 * they click.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
