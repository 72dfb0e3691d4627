import { useEffect, useId, useState } from "react";
import { CallToActionLink } from "#app/components/blocks/call-to-action-link.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { SectionIntro } from "#app/components/blocks/section-intro.tsx";
import { Icon } from "#app/components/icons/icon.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { LatestUpdatesCopy } from "#content-model/hub/pages.ts";
import type { BlogPost } from "./blog-posts.ts";
import { fetchBlogPosts } from "./fetch-blog-posts.ts";

type LatestUpdatesProps = {
  copy: LatestUpdatesCopy;
  /** The posts read at build time, in the prerendered HTML. */
  posts: readonly BlogPost[];
};

/**
 * Latest Updates from the blog (SPEC §7.4). The posts come prerendered; once
 * hydrated, the feed call refreshes them, and a failure is silently ignored.
 * With no posts at all the section offers a link to the blog.
 */
export function LatestUpdates({ copy, posts: prerendered }: LatestUpdatesProps) {
  const headingId = useId();
  const [posts, setPosts] = useState(prerendered);

  useEffect(() => {
    const controller = new AbortController();
    fetchBlogPosts(controller.signal).then(
      (fresh) => {
        if (fresh.length > 0) setPosts(fresh);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  return (
    <Section labelledBy={headingId} tone="muted">
      <SectionIntro
        headingId={headingId}
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        aside={<CallToActionLink cta={copy.allPosts} variant="outline" />}
      />
      {posts.length > 0 ? (
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.link}>
              <article className="rounded-card bg-surface shadow-card flex h-full flex-col p-6">
                <h3 className="text-lead font-bold first-letter:uppercase">{post.title}</h3>
                <p className="text-ink-soft mt-3">{post.description}</p>
                <ExternalLink
                  href={post.link}
                  className="text-brand-strong mt-auto inline-flex min-h-11 items-center gap-1 pt-4 font-semibold hover:underline"
                >
                  {copy.readMoreLabel}
                  <Icon name="arrow-external" className="size-4" />
                </ExternalLink>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-soft text-lead mt-8">{copy.emptyText}</p>
      )}
    </Section>
  );
}
