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

export const closedApplicationPath = "/codeville/closed-app/";
