import { cn } from "#app/lib/cn.ts";

/** A labelled form control; the label, hint and error are wired to the input by id. */
export function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

export function FieldLabel({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-small font-semibold", className)} {...props} />;
}

/** Light controls sit on page surfaces; dark ones on the night-coloured footer. */
export type ControlTone = "light" | "dark";

const controlTones: Record<ControlTone, string> = {
  light: "border-line bg-surface text-ink placeholder:text-ink-muted",
  dark: "border-night-soft bg-night-soft text-on-night placeholder:text-on-night-muted",
};

const controlClasses = (tone: ControlTone) =>
  cn(
    "text-body focus-visible:border-brand aria-invalid:border-danger w-full rounded-xl border px-4 py-3 disabled:opacity-60",
    controlTones[tone],
  );

type ControlProps<E extends "input" | "textarea" | "select"> = React.ComponentProps<E> & {
  tone?: ControlTone;
};

export function Input({ className, tone = "light", ...props }: ControlProps<"input">) {
  return <input className={cn(controlClasses(tone), "min-h-12", className)} {...props} />;
}

export function Textarea({ className, tone = "light", ...props }: ControlProps<"textarea">) {
  return (
    <textarea className={cn(controlClasses(tone), "min-h-36 resize-y", className)} {...props} />
  );
}

/**
 * Drawn to line up with an Input beside it. Chromium lays a select out at
 * line-height normal whatever the class says, so it gets the Input's height
 * (py-3, the body text's 1.65 line and the border: 52 px), not one 3 px short;
 * and it insets the chosen text 4 px more than an input does, so pl-3 (which
 * Tailwind writes after px-4, so it wins) puts that text where an Input's starts.
 */
export function Select({ className, tone = "light", ...props }: ControlProps<"select">) {
  return <select className={cn(controlClasses(tone), "min-h-13 pl-3", className)} {...props} />;
}

/** A field's hint or error under it, tied to the control by `aria-describedby`. */
export function FieldMessage({
  tone = "hint",
  className,
  ...props
}: React.ComponentProps<"p"> & { tone?: "hint" | "error" }) {
  return (
    <p
      className={cn(
        "text-small",
        tone === "error" ? "text-danger font-semibold" : "text-ink-soft",
        className,
      )}
      {...props}
    />
  );
}
