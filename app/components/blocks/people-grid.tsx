import { useId } from "react";
import type { PeopleBlock } from "#content-model/blocks.ts";
import { ContentImage } from "./content-image.tsx";
import { Section } from "./section.tsx";
import { SectionIntro } from "./section-intro.tsx";

/** People with their portrait, role and a line about them: the team, mentors. */
export function PeopleGrid({ eyebrow, heading, text, anchor, people }: PeopleBlock) {
  const headingId = useId();
  return (
    <Section labelledBy={headingId} anchor={anchor}>
      <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <ul className="mt-12 grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3">
        {people.map((person) => (
          <li key={person.name} className="flex flex-col items-center text-center">
            <ContentImage
              image={person.portrait}
              sizes="(min-width: 40rem) 9rem, 7rem"
              className="bg-brand-soft size-28 rounded-full object-cover sm:size-36"
            />
            <h3 className="text-lead mt-4 font-bold">{person.name}</h3>
            <p className="text-brand-strong text-small font-semibold">{person.role}</p>
            {person.bio ? (
              <p className="text-ink-soft text-small mt-2 max-w-xs">{person.bio}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
