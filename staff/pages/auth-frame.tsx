import type { ReactNode } from "react";
import { copy } from "../copy.ts";

/** The narrow card the sign-in and enrolment pages sit in. */
export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main className="bg-surface-muted flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="bg-surface shadow-card rounded-card w-full max-w-md p-6 sm:p-8">
        <p className="text-eyebrow text-brand-strong uppercase">{copy.product}</p>
        <h1 className="text-h2 mt-2">{title}</h1>
        <p className="text-ink-soft mt-2 mb-6">{intro}</p>
        {children}
      </div>
    </main>
  );
}
