import { lazy, Suspense } from "react";
import type { EntryPopupContent } from "#content-model/codeville/navigation.ts";
import { useEntryPopupDue } from "./entry-popup-session.ts";

// The popup loads only once it is due, after the page is interactive.
const EntryPopup = lazy(() =>
  import("./entry-popup.tsx").then((module) => ({ default: module.EntryPopup })),
);

/**
 * Where the entry popup appears once it is due. Its own component, so that
 * deciding it is due after hydration re-renders this slot and not the page
 * around it.
 */
export function EntryPopupSlot({ copy }: { copy: EntryPopupContent }) {
  const due = useEntryPopupDue();
  return due ? (
    <Suspense fallback={null}>
      <EntryPopup copy={copy} />
    </Suspense>
  ) : null;
}
