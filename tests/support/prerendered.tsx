import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { onTestFinished } from "vitest";

/**
 * A component as a visitor's browser first has it: its prerendered HTML in
 * the document, which the visitor can already type into, and no script until
 * `hydrate()` runs, as a page is until its scripts arrive
 * (scripts/build/defer-hydration.ts). Removed when the test ends.
 */
export function renderPrerendered(ui: ReactElement) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(ui);
  let root: Root | undefined;
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return {
    container,
    async hydrate() {
      // Testing Library's act, which marks the environment as one that supports act.
      await act(async () => {
        root = hydrateRoot(container, ui);
      });
    },
  };
}
