import { hubFactPlaceholders } from "../hub/facts.server.ts";
import type { Placeholders } from "../load.ts";
import { organisationPlaceholders } from "../site/identity.server.ts";
import { programmeRulePlaceholders, readKidsProgrammes } from "./kids-programmes.server.ts";
import type { ProgrammeFacts } from "./kids-programmes.ts";

/**
 * What a Codeville page's text may name: the organisation ("{organisation.name}",
 * "{organisation.address}"), the programmes' shared rules ("{ages.siteOverview}",
 * "{codeville.payment}") and the hub's figures ("{hub.children}",
 * "{hub.learnersValueFunPercent}"), each written once in its own record. A
 * programme is named by its record ("{kidsCodeCamp.title}": its id in camel case).
 */
export function codevillePlaceholders(root?: string): Placeholders {
  return {
    ...organisationPlaceholders(root),
    ...programmeRulePlaceholders(root),
    ...hubFactPlaceholders(root),
    ...Object.fromEntries(
      readKidsProgrammes(root).map((programme) => [
        `${camelCase(programme.id)}.title`,
        programme.title,
      ]),
    ),
  };
}

/**
 * What a text written for every programme (a card, a page's heading) may name
 * about the programme it is shown for: "{programme.title}".
 */
export function programmePlaceholders(programme: ProgrammeFacts): Placeholders {
  return {
    "programme.title": programme.title,
    "programme.catchPhrase": programme.catchPhrase,
    "programme.summary": programme.summary,
    "programme.ageLimit": programme.ageLimit,
    "programme.ages": programme.ages,
    "programme.duration": programme.duration,
    "programme.forWhom": programme.forWhom,
  };
}

/** "kids-code-camp" as a placeholder's record name: "kidsCodeCamp". */
function camelCase(id: string): string {
  return id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}
