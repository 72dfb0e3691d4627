import type { ReactNode } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import type { SiteIconName } from "#app/components/icons/icon-names.ts";
import { cn } from "#app/lib/cn.ts";

type OutcomeCardProps = {
  /** A form whose button posts to the page's own address, or a status the screen reader announces. */
  kind: "form" | "status";
  icon: SiteIconName;
  /** The colours of the icon's tile. */
  iconTone: string;
  eyebrow: string;
  title: string;
  /** What the page adds under its heading, before the paragraphs. */
  detail?: ReactNode;
  body: readonly string[];
  /** The way on: the card's buttons or links. */
  children: ReactNode;
};

/**
 * The one frame of the pages that tell a visitor what happened or what a
 * button will do (a form's result, a mailing-list link): a card centred on the
 * page with an icon, the outcome as the page's heading, a few paragraphs and
 * the way on.
 */
export function OutcomeCard({
  kind,
  icon,
  iconTone,
  eyebrow,
  title,
  detail,
  body,
  children,
}: OutcomeCardProps) {
  const className =
    "rounded-card bg-surface shadow-card flex w-full max-w-2xl flex-col items-start gap-5 p-6 sm:p-10";
  const content = (
    <>
      <span className={cn("flex size-14 items-center justify-center rounded-2xl", iconTone)}>
        <Icon name={icon} className="size-7" />
      </span>
      <p className="text-brand-strong text-eyebrow uppercase">{eyebrow}</p>
      <h1 className="text-h1 text-balance">{title}</h1>
      {detail}
      {body.map((paragraph) => (
        <p key={paragraph} className="text-ink-soft text-lead max-w-prose">
          {paragraph}
        </p>
      ))}
      {children}
    </>
  );
  return (
    <section className="bg-surface-muted">
      <div className="container-page flex min-h-[60vh] items-center justify-center py-16 md:py-24">
        {kind === "form" ? (
          <form method="post" className={className}>
            {content}
          </form>
        ) : (
          <div role="status" className={className}>
            {content}
          </div>
        )}
      </div>
    </section>
  );
}
