import { closedAppPageSchema } from "./closed-app.ts";
import { externalLinkPlaceholders } from "./external-links.server.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import { loadEntry } from "./load.ts";

/** The page every closed kids call's Apply leads to. */
export function readClosedAppPage() {
  return loadEntry("codeville/closed-app.yaml", closedAppPageSchema, {
    ...organisationPlaceholders,
    ...externalLinkPlaceholders,
  });
}
