import { ArrowUpRightIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { site } from "#app/config/site.ts";
import type { techHubPage } from "#content/tech-hub-page.ts";
import { type BlogPost, fetchBlogPosts } from "./blog-feed.ts";
import { CallToActionLink } from "./call-to-action-link.tsx";

type FeedState =
  | { status: "loading" }
  | { status: "ready"; posts: BlogPost[] }
  | { status: "failed" };

type LatestUpdatesProps = { copy: (typeof techHubPage)["latestUpdates"] };

/**
 * Latest Updates from the blog (SPEC §7.4): a placeholder while loading, three
 * posts when the feed answers, and nothing at all when it fails.
 */
export function LatestUpdates({ copy }: LatestUpdatesProps) {
  const [feed, setFeed] = useState<FeedState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchBlogPosts(controller.signal).then(
      (posts) => setFeed(posts.length > 0 ? { status: "ready", posts } : { status: "failed" }),
      () => {
        if (!controller.signal.aborted) setFeed({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, []);

  if (feed.status === "failed") return null;

  return (
    <section aria-labelledby="latest-updates-heading" className="bg-surface-muted">
      <div className="container-page py-16 md:py-24">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="latest-updates-heading"
            eyebrow={copy.eyebrow}
            heading={copy.heading}
          />
          <CallToActionLink cta={copy.allPostsCta} variant="outline" />
        </div>
        {feed.status === "loading" ? (
          <ul aria-busy="true" className="mt-10 grid gap-6 md:grid-cols-3">
            {Array.from({ length: site.blogPostsShown }, (_, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                key={index}
                data-testid="blog-post-placeholder"
                className="rounded-card bg-surface-sunken h-56 animate-pulse"
              />
            ))}
          </ul>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {feed.posts.map((post) => (
              <li key={post.link}>
                <article className="rounded-card bg-surface shadow-card flex h-full flex-col p-6">
                  <h3 className="text-lead font-bold first-letter:uppercase">{post.title}</h3>
                  <p className="text-ink-soft mt-3">{post.description}</p>
                  <ExternalLink
                    href={post.link}
                    className="text-brand-strong mt-auto inline-flex items-center gap-1 pt-5 font-semibold hover:underline"
                  >
                    {copy.readMoreLabel}
                    <ArrowUpRightIcon aria-hidden className="size-4" />
                  </ExternalLink>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
