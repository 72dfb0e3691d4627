import { cn } from "#app/lib/cn.ts";
import type { HeroBlock } from "#content-model/blocks.ts";
import { HeroCallsToAction } from "./call-to-action-link.tsx";
import { ContentImage } from "./content-image.tsx";

type HeroProps = HeroBlock & {
  /** "display" opens the home page; "page" opens every other page. */
  size?: "display" | "page";
  children?: React.ReactNode;
};

/** The opening of a page: eyebrow, the page's one h1, a few paragraphs, actions and a picture. */
export function Hero({
  eyebrow,
  heading,
  paragraphs,
  ctas,
  image,
  size = "page",
  children,
}: HeroProps) {
  const display = size === "display";
  return (
    <section className="bg-hero text-on-hero">
      <div
        className={cn(
          "container-page grid items-center gap-10 py-14 md:py-20",
          // A page's picture is at most 28rem wide (below): its column is that, and the
          // words get the rest, room for two large buttons side by side on a wide screen.
          display ? "lg:grid-cols-[1.1fr_1fr] lg:py-24" : "lg:grid-cols-[1fr_28rem]",
        )}
      >
        <div className="flex flex-col items-start gap-5">
          <p
            className={cn(
              "text-accent text-eyebrow uppercase",
              display && "rounded-pill bg-white/10 px-4 py-1.5",
            )}
          >
            {eyebrow}
          </p>
          <h1 className={cn("text-balance", display ? "text-display" : "text-h1")}>{heading}</h1>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-lead text-on-hero/85 max-w-2xl">
              {paragraph}
            </p>
          ))}
          {ctas && ctas.length > 0 ? (
            <div className="flex flex-wrap gap-3 pt-1">
              <HeroCallsToAction ctas={ctas} />
            </div>
          ) : null}
          {children}
        </div>
        {image ? (
          <ContentImage
            image={image}
            priority
            sizes={
              display
                ? "(min-width: 64rem) 34rem, min(28rem, 100vw - 2.5rem)"
                : "(min-width: 64rem) 28rem, min(24rem, 100vw - 2.5rem)"
            }
            className={cn(
              "mx-auto h-auto w-full",
              display ? "max-w-md lg:max-w-none" : "max-w-sm lg:max-w-md",
            )}
          />
        ) : null}
      </div>
    </section>
  );
}
