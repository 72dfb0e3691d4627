import { cn } from "#app/lib/cn.ts";

/** A labelled form control; the label, hint and error are wired to the input by id. */
export function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

export function FieldLabel({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-small font-semibold", className)} {...props} />;
}

const controlClasses =
  "w-full rounded-xl border border-line bg-surface px-4 py-3 text-body text-ink placeholder:text-ink-muted focus-visible:border-brand disabled:opacity-60 aria-invalid:border-danger";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(controlClasses, "min-h-12", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(controlClasses, "min-h-36 resize-y", className)} {...props} />;
}
