import { ContentError } from "../load.ts";
import { readSingleton } from "../read.server.ts";
import { readKidsProgrammes } from "./kids-programmes.server.ts";
import { programmePath } from "./kids-programmes.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

const file = "codeville/navigation.yaml";

/**
 * The kids' header, not-found page and entry popup. The header must lead to
 * every programme's page: a programme left out of the menu fails the build.
 */
export function readCodevilleNavigation() {
  const navigation = readSingleton("codeville/navigation", {
    placeholders: codevillePlaceholders(),
  });
  const links = navigation.header.dropdowns.flatMap((dropdown) =>
    dropdown.dropdownItems.map((item) => item.link),
  );
  const missing = readKidsProgrammes().filter(
    (programme) => !links.includes(programmePath(programme.id)),
  );
  if (missing.length > 0) {
    throw new ContentError(
      missing.map((programme) => ({
        file,
        field: "header.dropdowns",
        reason: `the menu has no link to ${programme.title} (${programmePath(programme.id)})`,
      })),
    );
  }
  return navigation;
}
