import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/site/site-footer.tsx";
import { SkipLink } from "#app/components/site/skip-link.tsx";
import { MailingListForm } from "#app/features/leads/mailing-list-form.tsx";
import { useScrollToTopOnPathChange } from "#app/lib/use-scroll-to-top.ts";
import type { MailingListFormCopy } from "#content-model/site/lead-forms.ts";
import type { FooterContent } from "#content-model/site/navigation.ts";

/** What every layout's loader hands the frame: the shared footer and its signup form. */
export type FrameContent = {
  footer: FooterContent;
  logoWords: readonly [string, string];
  mailingListForm: MailingListFormCopy;
};

type PageFrameProps = {
  /** The section's colours (`data-brand` in the design tokens); the hub's own when absent. */
  brand?: string;
  skipLinkLabel: string;
  /** The section's header (and a banner above it). */
  header: React.ReactNode;
  /**
   * The scroll offsets of a section with in-page anchors (anchorScrollStyle in
   * lib/anchor-scroll.ts, which only those sections load).
   */
  anchorOffsets?: React.CSSProperties;
  content: FrameContent;
  /** What the section adds after the footer, such as its entry popup. */
  children?: React.ReactNode;
};

/** The frame every section shares (SPEC §2): skip link, header, page, footer with the mailing list. */
export function PageFrame({
  brand,
  skipLinkLabel,
  header,
  anchorOffsets,
  content,
  children,
}: PageFrameProps) {
  useScrollToTopOnPathChange();
  return (
    <div
      data-brand={brand}
      data-anchor-offsets={anchorOffsets ? "" : undefined}
      style={anchorOffsets}
      className="flex min-h-dvh flex-col"
    >
      <SkipLink label={skipLinkLabel} />
      {header}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter
        footer={content.footer}
        logoWords={content.logoWords}
        signup={<MailingListForm copy={content.mailingListForm} />}
      />
      {children}
    </div>
  );
}
