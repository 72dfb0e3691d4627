import { expect, test } from "vitest";
import {
  type ApplyLinks,
  applyLinkOrder,
  applyLinks,
  applyTargetFor,
  closedApplicationPath,
  navApplyTarget,
  programmeApplyLinkKeys,
  programmeApplyTarget,
} from "./apply-links.ts";

const formFor = (key: string) => `https://forms.example/${key}`;

/** Every combination of empty and set links: 2^5 configurations. */
const combinations: ApplyLinks[] = Array.from({ length: 2 ** applyLinkOrder.length }, (_, mask) =>
  Object.fromEntries(
    applyLinkOrder.map((key, bit) => [key, mask & (1 << bit) ? formFor(key) : ""]),
  ),
) as ApplyLinks[];

test("the configuration ships with only the Kids Code Camp link set (SPEC §3)", () => {
  expect(applyLinkOrder.filter((key) => applyLinks[key] !== "")).toEqual(["kidscodeCamp"]);
});

test.each(combinations)("nav Apply takes the last link set, or the closed page: %o", (links) => {
  const lastSet = [...applyLinkOrder].reverse().find((key) => links[key] !== "");
  expect(navApplyTarget(links)).toEqual(
    lastSet
      ? { href: formFor(lastSet), external: true }
      : { href: closedApplicationPath, external: false },
  );
});

test.each(
  combinations.flatMap((links) =>
    Object.keys(programmeApplyLinkKeys).map(
      (programme) => [programme as keyof typeof programmeApplyLinkKeys, links] as const,
    ),
  ),
)(
  "%s page Apply: own link, then the general link, then the closed page (%o)",
  (programme, links) => {
    const own = links[programmeApplyLinkKeys[programme]];
    const expected = own
      ? { href: own, external: true }
      : links.generalLink
        ? { href: links.generalLink, external: true }
        : { href: closedApplicationPath, external: false };
    expect(programmeApplyTarget(programme, links)).toEqual(expected);
  },
);

test("a programme card's Apply follows its own link, or the closed page when it is empty", () => {
  expect(applyTargetFor("https://forms.example/camp")).toEqual({
    href: "https://forms.example/camp",
    external: true,
  });
  expect(applyTargetFor("")).toEqual({ href: closedApplicationPath, external: false });
  expect(applyTargetFor("   ")).toEqual({ href: closedApplicationPath, external: false });
  expect(applyTargetFor(undefined)).toEqual({ href: closedApplicationPath, external: false });
});

test("with today's configuration: the nav opens the camp form, Middle Class goes to the closed page", () => {
  expect(navApplyTarget()).toEqual({ href: applyLinks.kidscodeCamp, external: true });
  expect(programmeApplyTarget("kids-code-camp").href).toBe(applyLinks.kidscodeCamp);
  for (const programme of ["middle-class", "junior-academy", "virtual-camp"] as const) {
    expect(programmeApplyTarget(programme).href).toBe(closedApplicationPath);
  }
});
