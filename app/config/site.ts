/**
 * The constants of SPEC §9, named once. Components, hooks, the stylesheet's
 * breakpoints (styles/breakpoints.ts) and the tests read them from here; a
 * number that SPEC §9 names never appears anywhere else. Each group says which
 * part of the site uses it.
 */
export const site = {
  // Site-wide: toasts, the mailing-list call, the navigation.
  toastDurationMs: 4_000,
  mailingListSheet: "Mailing List",
  /** The navigation switches to its mobile layout at this width or less. */
  mobileNavMaxWidthPx: 1155,
  anchorOffsetMobilePx: 120,
  anchorOffsetDesktopPx: 150,
  anchorRetryTimeoutMs: 10_000,

  // /tech-hub, Latest Updates (SPEC §7.4).
  blogPostsShown: 3,
  blogTitleMaxChars: 40,
  blogDescriptionMaxChars: 100,

  // Startzone: the FAQ anchor's scroll offset.
  startzoneFaqOffsetPx: 120,

  // Codeville: FAQ tab titles use their short form under this width.
  narrowFaqTitleBelowPx: 680,
  reviewCarouselIntervalMs: 15_000,
  codevilleVideoHeightPx: 528,
  applyButtonWidthPx: 118,

  // Codeville galleries and testimonials.
  /** Under this width the graduates list shows only the first few entries. */
  mobileGraduatesBelowPx: 540,
  mobileGraduatesShown: 5,
  pastProjectsShownPerYear: 3,
  learningSlidesMax: 6,
  funActivityIntervalsMs: [5_000, 4_000, 6_000] as const,
  testimonialsPerColumn: 4,
} as const;
