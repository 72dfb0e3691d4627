import { cn } from "#app/lib/cn.ts";

const tones = {
  default: "",
  muted: "bg-surface-muted",
  brand: "bg-brand-soft",
  night: "bg-night text-on-night",
} as const;

export type SectionTone = keyof typeof tones;

type SectionProps = {
  /** The id of the heading that names the section. */
  labelledBy: string;
  anchor?: string;
  tone?: SectionTone;
  className?: string;
  children: React.ReactNode;
};

/** A page section: its background, its vertical rhythm, and the page's width. */
export function Section({
  labelledBy,
  anchor,
  tone = "default",
  className,
  children,
}: SectionProps) {
  return (
    <section
      id={anchor}
      aria-labelledby={labelledBy}
      className={cn(tones[tone], anchor && "scroll-mt-24")}
    >
      <div className={cn("container-page py-16 md:py-24", className)}>{children}</div>
    </section>
  );
}
