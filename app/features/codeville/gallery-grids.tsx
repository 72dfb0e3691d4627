import { cn } from "#app/lib/cn.ts";
import type { Graduate, PastProject } from "#content-model/blocks.ts";
import type { GalleryCopy } from "#content-model/codeville/gallery.ts";
import { GraduateCard, ProjectCard } from "./gallery-cards.tsx";

/** Projects in a grid: three across for a year's preview, two across for a full list (10 and 14 fill their rows). */
export function ProjectGrid({
  projects,
  copy,
  layout = "preview",
}: {
  projects: PastProject[];
  copy: GalleryCopy;
  layout?: "preview" | "full";
}) {
  return (
    <ul
      className={cn(
        "grid gap-6",
        layout === "preview" ? "md:grid-cols-3" : "sm:grid-cols-2 lg:gap-8",
      )}
    >
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} copy={copy} />
        </li>
      ))}
    </ul>
  );
}

export function GraduateGrid({
  graduates,
  copy,
  cutOnPhone = false,
}: {
  graduates: Graduate[];
  copy: GalleryCopy;
  cutOnPhone?: boolean;
}) {
  return (
    <ul
      data-graduates
      className={cn(
        "graduates-wide:grid-cols-2 grid gap-4 lg:grid-cols-4 lg:gap-6",
        cutOnPhone && "max-graduates-wide:[&>li:nth-child(n+6)]:hidden",
      )}
    >
      {graduates.map((graduate) => (
        <li key={graduate.id}>
          <GraduateCard graduate={graduate} copy={copy} />
        </li>
      ))}
    </ul>
  );
}
