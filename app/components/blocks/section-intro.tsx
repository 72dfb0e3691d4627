import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { SectionHeadingContent } from "#content-model/blocks.ts";

type SectionIntroProps = SectionHeadingContent & {
  headingId: string;
  align?: "start" | "center";
  tone?: "default" | "inverse";
  /** Something beside the heading on wide screens (a "see all" link). */
  aside?: React.ReactNode;
};

/** A block's heading from its content, with the id its section is labelled by. */
export function SectionIntro({
  eyebrow,
  heading,
  text,
  headingId,
  align,
  tone,
  aside,
}: SectionIntroProps) {
  const intro = (
    <SectionHeading
      id={headingId}
      eyebrow={eyebrow}
      heading={heading}
      text={text}
      align={align}
      tone={tone}
    />
  );
  if (!aside) return intro;
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      {intro}
      <div className="shrink-0">{aside}</div>
    </div>
  );
}
