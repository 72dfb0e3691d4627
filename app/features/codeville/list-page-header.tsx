import { Link } from "react-router";
import { ContentImage } from "#app/components/blocks/content-image.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import type { ContentImage as ContentImageData } from "#content-model/blocks.ts";

type ListPageHeaderProps = {
  eyebrow: string;
  heading: string;
  text: string;
  backLink: { label: string; link: string };
  image: ContentImageData;
};

/** The opening of a full gallery list: a way back, the page's h1 and a line about it. */
export function ListPageHeader({ eyebrow, heading, text, backLink, image }: ListPageHeaderProps) {
  return (
    <section className="bg-hero text-on-hero">
      <div className="container-page grid items-center gap-8 py-12 md:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col items-start gap-4">
          <Link
            to={backLink.link}
            className="text-on-hero/85 hover:text-on-hero inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
          >
            <Icon name="chevron-left" className="size-5" />
            {backLink.label}
          </Link>
          <p className="text-accent text-eyebrow uppercase">{eyebrow}</p>
          <h1 className="text-h1 text-balance">{heading}</h1>
          <p className="text-lead text-on-hero/85 max-w-2xl">{text}</p>
        </div>
        <ContentImage
          image={image}
          priority
          sizes="(min-width: 64rem) 26rem, min(24rem, 100vw - 2.5rem)"
          className="rounded-card mx-auto h-auto w-full max-w-sm lg:max-w-md"
        />
      </div>
    </section>
  );
}
