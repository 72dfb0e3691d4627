import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { resumeInterruptedNavigation } from "#app/lib/interrupted-navigation.ts";
import { pinServedNotFoundLocation } from "#app/lib/served-not-found.ts";

if (!resumeInterruptedNavigation()) {
  pinServedNotFoundLocation();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
