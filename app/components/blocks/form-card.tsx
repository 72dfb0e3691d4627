import { useId } from "react";

type FormCardProps = { heading: string; intro: string; children: React.ReactNode };

/** A form on a white card, under its heading and a line on what happens next. */
export function FormCard({ heading, intro, children }: FormCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-surface shadow-card p-6 sm:p-8">
      <h2 id={headingId} className="text-h3">
        {heading}
      </h2>
      <p className="text-ink-soft mt-2 mb-6">{intro}</p>
      {children}
    </section>
  );
}
