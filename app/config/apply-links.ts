/**
 * The apply-links configuration of SPEC §3: only the Kids Code Camp link is set.
 * An empty string means "no form open": the Apply buttons then lead to the
 * closed-application page.
 */
export const applyLinks = {
  generalLink: "",
  kidscodeCamp: "https://forms.gle/codeville-kids-code-camp-application",
  middleClass: "",
  juniorAcademy: "",
  juniorAcademyVirtual: "",
} as const;

export type ApplyLinkKey = keyof typeof applyLinks;
export type ApplyLinks = Readonly<Record<ApplyLinkKey, string>>;

export const closedApplicationPath = "/codeville/closed-app/";

/** The configuration's keys in their order; the Apply button reads the last one that is set. */
export const applyLinkOrder = [
  "generalLink",
  "kidscodeCamp",
  "middleClass",
  "juniorAcademy",
  "juniorAcademyVirtual",
] as const satisfies readonly ApplyLinkKey[];

/** The configuration key of each programme page's own application form. */
export const programmeApplyLinkKeys = {
  "kids-code-camp": "kidscodeCamp",
  "middle-class": "middleClass",
  "junior-academy": "juniorAcademy",
  "virtual-camp": "juniorAcademyVirtual",
} as const satisfies Record<string, Exclude<ApplyLinkKey, "generalLink">>;

export type ProgrammeWithApplyLink = keyof typeof programmeApplyLinkKeys;

/** Where an Apply control leads: an external form in a new tab, or the closed page. */
export type ApplyTarget = { href: string; external: boolean };

const closed: ApplyTarget = { href: closedApplicationPath, external: false };

/** A link as given, or the closed page when it is empty (a programme card's Apply). */
export function applyTargetFor(link: string | undefined): ApplyTarget {
  const trimmed = link?.trim() ?? "";
  return trimmed === "" ? closed : { href: trimmed, external: true };
}

/** The kids nav bar's Apply (SPEC §2): the last non-empty link of the configuration. */
export function navApplyTarget(links: ApplyLinks = applyLinks): ApplyTarget {
  const set = applyLinkOrder.map((key) => links[key].trim()).filter((link) => link !== "");
  return applyTargetFor(set.at(-1));
}

/** A programme page's Apply: its own link, else the general link, else the closed page. */
export function programmeApplyTarget(
  programme: ProgrammeWithApplyLink,
  links: ApplyLinks = applyLinks,
): ApplyTarget {
  const own = links[programmeApplyLinkKeys[programme]].trim();
  return applyTargetFor(own || links.generalLink);
}
