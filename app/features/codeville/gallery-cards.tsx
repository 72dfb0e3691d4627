import { useState } from "react";
import { ContentImage } from "#app/components/blocks/content-image.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { cn } from "#app/lib/cn.ts";
import type {
  ContentImage as ContentImageData,
  Graduate,
  PastProject,
} from "#content-model/blocks.ts";
import type { GalleryCopy } from "#content-model/codeville/gallery.ts";
import {
  ageLabel,
  graduateName,
  graduatePortrait,
  learningPathLabel,
  schoolLabel,
} from "./gallery-display.ts";

/** SPEC §8: a year without data shows a picture and "Gallery will be uploaded soon". */
export function EmptyYear({ copy }: { copy: Pick<GalleryCopy, "emptyYear" | "emptyYearImage"> }) {
  return (
    <div className="rounded-card bg-surface-muted flex flex-col items-center gap-6 px-6 py-12 text-center">
      <ContentImage
        image={copy.emptyYearImage}
        sizes="min(20rem, 100vw - 5rem)"
        className="h-auto w-full max-w-xs"
      />
      <p className="text-h3">{copy.emptyYear}</p>
    </div>
  );
}

/** A link that opens a full list in a new tab (SPEC §2), drawn as a button. */
export function LoadMoreLink({
  href,
  label,
  newTab,
  className,
}: {
  href: string;
  label: string;
  newTab: string;
  className?: string;
}) {
  return (
    <ExternalLink
      href={href}
      newTabLabel={newTab}
      className={buttonClasses({ variant: "outline", size: "lg" }, className)}
    >
      {label}
      <Icon name="arrow-external" />
    </ExternalLink>
  );
}

/**
 * A person's round portrait. A photo that fails to load is replaced by the
 * fallback portrait (SPEC §8), also when it failed before hydration.
 */
export function Portrait({
  image,
  fallback,
  className,
}: {
  image: ContentImageData;
  fallback: ContentImageData;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const shown = failed ? fallback : image;
  return (
    <ContentImage
      key={shown.src}
      image={{ ...shown, alt: image.alt }}
      sizes="6rem"
      // A photo that failed before hydration fired its error event unseen.
      ref={(element) => {
        if (element?.complete && element.naturalWidth === 0 && shown !== fallback) setFailed(true);
      }}
      onError={() => setFailed(true)}
      className={cn("bg-brand-soft shrink-0 rounded-full object-cover", className)}
    />
  );
}

/** A graduate: photo (or the neutral portrait), name, and the learning path, school and age it has. */
export function GraduateCard({ graduate, copy }: { graduate: Graduate; copy: GalleryCopy }) {
  const path = learningPathLabel(graduate.learning_path, copy);
  const school = schoolLabel(graduate.school_name);
  const age = ageLabel(graduate.age, copy);
  return (
    <article className="rounded-card bg-surface shadow-card flex h-full items-center gap-4 p-4 sm:flex-col sm:p-6 sm:text-center">
      <Portrait
        image={graduatePortrait(graduate, copy)}
        fallback={copy.fallbackPortrait}
        className="size-20 sm:size-28"
      />
      <div className="min-w-0">
        <h3 className="text-lead font-bold">{graduateName(graduate)}</h3>
        {path ? <p className="text-brand-strong text-small font-semibold">{path}</p> : null}
        {school ? <p className="text-ink-soft text-small">{school}</p> : null}
        {age ? <p className="text-ink-soft text-small">{age}</p> : null}
      </div>
    </article>
  );
}

/** A project: cover, name, what it is, the student and school, and its live preview. */
export function ProjectCard({ project, copy }: { project: PastProject; copy: GalleryCopy }) {
  return (
    <article className="rounded-card bg-surface shadow-card flex h-full flex-col overflow-hidden">
      <ContentImage
        image={project.coverImage}
        sizes="(min-width: 64rem) 23rem, (min-width: 40rem) 45vw, 100vw"
        className="bg-surface-muted aspect-[8/5] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex-1">
          <h3 className="text-h3">{project.name}</h3>
          {project.overview ? <p className="text-ink-soft mt-1">{project.overview}</p> : null}
        </div>
        <div className="flex items-center gap-3">
          <Portrait
            image={project.student_image}
            fallback={copy.fallbackPortrait}
            className="size-12"
          />
          <div className="min-w-0">
            <p className="font-bold">{project.student_name}</p>
            {schoolLabel(project.school_name) ? (
              <p className="text-ink-soft text-small">{schoolLabel(project.school_name)}</p>
            ) : null}
          </div>
        </div>
        <ExternalLink
          href={project.livePreview}
          newTabLabel={copy.newTab}
          className={buttonClasses({ variant: "primary" }, "self-start")}
        >
          {copy.livePreview}
          <span className="sr-only">: {project.name}</span>
          <Icon name="arrow-external" />
        </ExternalLink>
      </div>
    </article>
  );
}
