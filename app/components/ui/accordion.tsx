import { Icon } from "#app/components/icons/icon.tsx";
import { cn } from "#app/lib/cn.ts";

export type AccordionEntry = {
  question: string;
  /** SPEC §3: an answer is text or a list of lines. */
  answer: string | readonly string[];
};

export type AccordionProps = {
  items: readonly AccordionEntry[];
  className?: string;
  /** The heading level of each question, to fit the page's outline. */
  headingLevel?: "h2" | "h3" | "h4";
};

/**
 * Questions that expand to their answers when clicked (SPEC §4); several may
 * be open. Built on `<details>`, so it works before the JavaScript arrives
 * and the answers are found by the browser's find-in-page.
 */
export function Accordion({ items, className, headingLevel = "h3" }: AccordionProps) {
  return (
    <div className={cn("divide-line divide-y", className)}>
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="hover:text-brand-strong flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-5 text-left [&::-webkit-details-marker]:hidden">
            <HeadingTag level={headingLevel} className="text-lead font-semibold">
              {item.question}
            </HeadingTag>
            <Icon
              name="chevron-down"
              className="text-brand size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="text-ink-soft pb-5">
            <AccordionAnswer answer={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}

function AccordionAnswer({ answer }: { answer: AccordionEntry["answer"] }) {
  if (typeof answer === "string") return <p className="max-w-prose">{answer}</p>;
  return (
    <ul className="max-w-prose list-disc space-y-1 pl-5">
      {answer.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function HeadingTag({
  level,
  ...props
}: { level: "h2" | "h3" | "h4" } & React.ComponentProps<"h3">) {
  const Tag = level;
  return <Tag {...props} />;
}
