/** The hub's mark: three overlapping rounded squares, one per programme family. */
export function SiteLogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect x="2" y="2" width="22" height="22" rx="7" fill="var(--color-codeville)" />
      <rect
        x="16"
        y="8"
        width="22"
        height="22"
        rx="7"
        fill="var(--color-startzone)"
        opacity="0.9"
      />
      <rect x="9" y="16" width="22" height="22" rx="7" fill="var(--color-sparks)" opacity="0.85" />
      <path
        d="M15 27l4-4-4-4M22 28h5"
        stroke="#fff"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the organisation's name, the second word in the brand colour. */
export function SiteLogo({
  words,
  tone = "default",
  joined = false,
}: {
  words: readonly [string, string];
  tone?: "default" | "inverse";
  /** One word in two colours ("Codeville") rather than two words. */
  joined?: boolean;
}) {
  return (
    <span className="flex items-center gap-2.5">
      <SiteLogoMark className="size-10 shrink-0" />
      <span className="text-lg leading-tight font-extrabold tracking-tight whitespace-nowrap">
        {words[0]}
        {joined ? "" : " "}
        <span className={tone === "inverse" ? "text-accent" : "text-brand"}>{words[1]}</span>
      </span>
    </span>
  );
}
