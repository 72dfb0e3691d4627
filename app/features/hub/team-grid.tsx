import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { TeamMember } from "#content/team.ts";

type TeamGridProps = {
  eyebrow: string;
  heading: string;
  text: string;
  members: readonly TeamMember[];
};

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** Brand tints cycle so neighbouring avatars differ. */
const avatarTints = [
  "bg-codeville-soft text-codeville",
  "bg-startzone-soft text-startzone",
  "bg-sparks-soft text-sparks",
];

/** The executive team on /about: image, name and role per member (SPEC §2). */
export function TeamGrid({ eyebrow, heading, text, members }: TeamGridProps) {
  return (
    <section aria-labelledby="team-heading">
      <div className="container-page py-16 md:py-24">
        <SectionHeading id="team-heading" eyebrow={eyebrow} heading={heading} text={text} />
        <ul className="mt-12 grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3">
          {members.map((member, index) => (
            <li key={member.name} className="flex flex-col items-center text-center">
              {member.image ? (
                <img
                  src={member.image}
                  alt={member.name}
                  width={160}
                  height={160}
                  loading="lazy"
                  className="size-28 rounded-full object-cover sm:size-36"
                />
              ) : (
                <span
                  role="img"
                  aria-label={member.name}
                  className={`flex size-28 items-center justify-center rounded-full text-[2.25rem] font-extrabold sm:size-36 ${avatarTints[index % avatarTints.length]}`}
                >
                  {initialsOf(member.name)}
                </span>
              )}
              <h3 className="text-lead mt-4 font-bold">{member.name}</h3>
              <p className="text-ink-soft text-small">{member.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
