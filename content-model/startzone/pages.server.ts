import { startzonePaths } from "#schemas/section-paths.ts";
import type { CallToAction, CallToActionBandBlock, StepsBlock } from "../blocks.ts";
import { buildDate, readCalls } from "../calls/calls.server.ts";
import { type CallOnDate, currentCall, openCallApplyTarget } from "../calls/calls.ts";
import { siteDate } from "../dates.ts";
import { hubFactPlaceholders, resolveStats } from "../hub/facts.server.ts";
import type { Placeholders } from "../load.ts";
import { readEntry, readSingleton } from "../read.server.ts";
import { organisationPlaceholders } from "../site/identity.server.ts";
import type { NotFoundPage } from "../site/system-pages.ts";
import type {
  CallBannerContent,
  StartzoneHeaderContent,
  StartzoneProgramme,
  startzoneProgrammeIds,
} from "./pages.ts";

/**
 * Startzone's pages, read for the build's date: each programme with its
 * current call, and every text filled from those records. Route loaders call
 * these at prerender.
 */

const programmes = {
  startupBoost: { id: "start-up-boost", path: startzonePaths.startupBoost },
  springboard: { id: "springboard", path: startzonePaths.springboard },
} as const satisfies Record<string, { id: (typeof startzoneProgrammeIds)[number]; path: string }>;

type ProgrammeKey = keyof typeof programmes;

/** A programme with its call on the build's date and what the site says about it. */
export type StartzoneProgrammeOnDate = StartzoneProgramme & {
  id: (typeof programmes)[ProgrammeKey]["id"];
  path: string;
  call: CallOnDate | undefined;
  open: boolean;
  /** "Open until 31 March 2027", "Closed for now". */
  applicationsShort: string;
  applicationsSentence: string;
};

function readProgramme(key: ProgrammeKey, calls: ReturnType<typeof readCalls>, today: string) {
  const { id, path } = programmes[key];
  const call = currentCall(calls, id, today);
  const programme = readEntry("startzone/programmes", id, {
    placeholders: {
      "call.edition": call?.edition ?? "",
      "call.closes": call?.closes ? siteDate(call.closes) : "",
    },
  });
  const open = call?.open ?? false;
  const { applications } = programme;
  return {
    ...programme,
    id,
    path,
    call,
    open,
    applicationsShort: open ? applications.openUntil : applications.closed,
    applicationsSentence: open ? applications.openUntilSentence : applications.closedSentence,
  } satisfies StartzoneProgrammeOnDate;
}

function programmePlaceholders(key: ProgrammeKey, programme: StartzoneProgrammeOnDate) {
  const { call } = programme;
  return {
    [`${key}.title`]: programme.title,
    [`${key}.duration`]: programme.duration,
    [`${key}.summary`]: programme.summary,
    [`${key}.edition`]: call?.edition ?? "",
    [`${key}.closes`]: call?.closes ? siteDate(call.closes) : "",
    [`${key}.applications`]: programme.applicationsSentence,
    [`${key}.applicationsShort`]: programme.applicationsShort,
    /** The open call's form (the hub's own, or another site's), else the programme's page. */
    [`${key}.applyUrl`]: programme.open && call ? openCallApplyTarget(call).href : programme.path,
  };
}

/** Both programmes and the placeholders every Startzone text may use, for `today`. */
export function readStartzoneContext(today: string = buildDate()) {
  const calls = readCalls(today);
  const startupBoost = readProgramme("startupBoost", calls, today);
  const springboard = readProgramme("springboard", calls, today);
  const placeholders: Placeholders = {
    ...organisationPlaceholders(),
    ...hubFactPlaceholders(),
    ...programmePlaceholders("startupBoost", startupBoost),
    ...programmePlaceholders("springboard", springboard),
  };
  return { startupBoost, springboard, placeholders };
}

type StartzoneContext = ReturnType<typeof readStartzoneContext>;

function pick<T>(variants: { whenOpen: T; whenClosed: T }, open: boolean): T {
  return open ? variants.whenOpen : variants.whenClosed;
}

/** The status button of a programme page: the form while its call is open. */
export type ProgrammeButton =
  | { open: true; label: string; link: string; external: boolean }
  | { open: false; label: string; note: string };

function programmeButton(programme: StartzoneProgrammeOnDate): ProgrammeButton {
  const target = programme.open && programme.call && openCallApplyTarget(programme.call);
  return target
    ? { open: true, label: programme.button.open, link: target.href, external: target.external }
    : { open: false, label: programme.button.closed, note: programme.button.closedNote };
}

/** SPEC §2: the four steps both programmes select founders in (also on their application pages). */
export function applicationSteps(context: StartzoneContext = readStartzoneContext()): StepsBlock {
  return readSingleton("startzone/application-steps", { placeholders: context.placeholders });
}

/** The id of the call's section on its programme's page: "call-2024". */
export function callAnchor(edition: string): string {
  return `call-${edition.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/**
 * The call banner of the Startzone layout and the call section of Startup
 * Boost's page (SPEC §2): there only while the call is open and describes itself.
 */
export function readCallBanner(context: StartzoneContext = readStartzoneContext()) {
  const programme = context.startupBoost;
  const { call } = programme;
  if (!(programme.open && call?.details)) return null;
  const apply = openCallApplyTarget(call);
  const words = readSingleton("startzone/call-announcement", {
    placeholders: {
      ...context.placeholders,
    },
  });
  return {
    label: words.label,
    headline: words.headline,
    applyLabel: words.applyLabel,
    applyLink: apply.href,
    applyExternal: apply.external,
    learnMoreLabel: words.learnMoreLabel,
    closeLabel: words.closeLabel,
    compactLabel: words.compactLabel,
    details: {
      title: words.detailsTitle,
      intro: call.details.intro,
      facts: [
        ...call.details.facts,
        { label: words.applicationsLabel, value: programme.applicationsShort },
      ],
      closing: call.details.closing,
      moreLabel: words.moreLabel,
      moreLink: `${programme.path}#${callAnchor(call.edition)}`,
    },
  } satisfies CallBannerContent;
}

export function readStartupBoostPage(context: StartzoneContext = readStartzoneContext()) {
  const { closing, ...page } = readSingleton("startzone/start-up-boost", {
    placeholders: context.placeholders,
  });
  const programme = context.startupBoost;
  return {
    page: {
      ...page,
      steps: applicationSteps(context),
      closing: pick<CallToActionBandBlock>(closing, programme.open),
    },
    programme,
    button: programmeButton(programme),
    call: readCallBanner(context),
    callAnchor: programme.call ? callAnchor(programme.call.edition) : undefined,
  };
}

export function readSpringboardPage(context: StartzoneContext = readStartzoneContext()) {
  const { openAlternative, ...page } = readSingleton("startzone/springboard", {
    placeholders: context.placeholders,
  });
  const programme = context.springboard;
  const alternative: CallToAction | undefined =
    !programme.open && context.startupBoost.open ? openAlternative : undefined;
  return {
    page: { ...page, steps: applicationSteps(context) },
    programme,
    button: programmeButton(programme),
    openAlternative: alternative,
  };
}

export function readStartzoneOverviewPage(context: StartzoneContext = readStartzoneContext()) {
  const { identity, callToAction, ...page } = readSingleton("startzone/overview", {
    placeholders: context.placeholders,
  });
  return {
    ...page,
    identity: { ...identity, stats: resolveStats(identity.stats) },
    callToAction: pick<CallToActionBandBlock>(callToAction, context.startupBoost.open),
  };
}

export function readIncubationPage(context: StartzoneContext = readStartzoneContext()) {
  return readSingleton("startzone/incubation", { placeholders: context.placeholders });
}

export function readInvestmentPage(context: StartzoneContext = readStartzoneContext()) {
  return readSingleton("startzone/investment", { placeholders: context.placeholders });
}

export function readStartzoneHeader(): StartzoneHeaderContent {
  return readSingleton("startzone/navigation");
}

/** Unknown paths under /startzone/: its suggestions follow the calls. */
export function readStartzoneNotFoundPage(
  context: StartzoneContext = readStartzoneContext(),
): NotFoundPage {
  return readSingleton("startzone/not-found", { placeholders: context.placeholders });
}
