import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import type { PrivacyNoteCopy } from "#content-model/site/lead-forms.ts";

/** How a form's details are used, beside the form, with a link to the privacy notice. */
export function PrivacyNote({
  copy,
  tone = "light",
}: {
  copy: PrivacyNoteCopy;
  tone?: "light" | "dark";
}) {
  return (
    <p className={cn("text-small", tone === "dark" ? "text-on-night-muted" : "text-ink-soft")}>
      {copy.text}{" "}
      <Link
        to={copy.link}
        className={cn(
          "font-semibold underline underline-offset-4",
          tone === "dark" ? "text-on-night" : "text-brand-strong",
        )}
      >
        {copy.linkLabel}
      </Link>
    </p>
  );
}
