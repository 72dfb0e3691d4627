import { cn } from "#app/lib/cn.ts";

export type SectionHeadingProps = {
  eyebrow?: string;
  heading: string;
  text?: string;
  /** The heading's id, so the section can be labelled by it. */
  id?: string;
  align?: "start" | "center";
  level?: "h1" | "h2";
  className?: string;
  tone?: "default" | "inverse";
};

/** Eyebrow, heading and intro: the opening of every content section. */
export function SectionHeading({
  eyebrow,
  heading,
  text,
  id,
  align = "start",
  level = "h2",
  className,
  tone = "default",
}: SectionHeadingProps) {
  const Heading = level;
  return (
    <div
      className={cn(
        "flex max-w-3xl flex-col gap-4",
        align === "center" && "mx-auto items-center text-center",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            "text-eyebrow uppercase",
            tone === "inverse" ? "text-accent" : "text-brand-strong",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className={cn(level === "h1" ? "text-h1" : "text-h2", "text-balance")}>
        {heading}
      </Heading>
      {text ? (
        <p className={cn("text-lead", tone === "inverse" ? "text-on-hero/85" : "text-ink-soft")}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
