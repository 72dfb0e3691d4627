import { brochureEmailSubject } from "#schemas/email-send.ts";
import { resumeMaxBytes } from "#schemas/form-rules.ts";

/**
 * The constants of SPEC §9, named once. Components and hooks import them from
 * here; a number that SPEC §9 names never appears anywhere else.
 */
export const site = {
  name: "Enugu Tech Hub",
  reviewCarouselIntervalMs: 15_000,
  toastDurationMs: 4_000,
  /** The navigation switches to its mobile layout at this width or less. */
  mobileNavMaxWidthPx: 1155,
  /** FAQ tab titles use their short form under this width. */
  narrowFaqTitleBelowPx: 680,
  /** Under this width the graduates list shows only the first few entries. */
  mobileGraduatesBelowPx: 540,
  mobileGraduatesShown: 5,
  anchorOffsetMobilePx: 120,
  anchorOffsetDesktopPx: 150,
  startzoneFaqOffsetPx: 120,
  anchorRetryTimeoutMs: 10_000,
  years: [2022, 2023, 2024] as const,
  defaultYear: 2024,
  pastProjectsShownPerYear: 3,
  learningSlidesMax: 6,
  funActivityIntervalsMs: [5_000, 4_000, 6_000] as const,
  testimonialsPerColumn: 4,
  blogPostsShown: 3,
  blogTitleMaxChars: 40,
  blogDescriptionMaxChars: 100,
  mailingListSheet: "Mailing List",
  brochureEmailSubject,
  resumeMaxBytes,
  codevilleVideoHeightPx: 528,
  applyButtonWidthPx: 118,
} as const;

export type Year = (typeof site.years)[number];
