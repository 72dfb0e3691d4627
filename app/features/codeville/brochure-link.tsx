import { lazy, Suspense, useState } from "react";
import type { BrochureFormCopy } from "#content-model/codeville/brochure.ts";

// The dialog and its form load only when a visitor asks for the brochure.
const loadDialog = () => import("./brochure-dialog.tsx");
const BrochureDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.BrochureDialog })),
);

type BrochureLinkProps = {
  label: string;
  href: string;
  className?: string;
  copy: BrochureFormCopy;
  /** The form, given a way to close the dialog once the brochure is sent. */
  renderForm: (close: () => void) => React.ReactNode;
};

/**
 * "Download Brochure" (SPEC §2): a link to the brochure page, which works
 * before hydration; once hydrated it opens the brochure form in a modal.
 */
export function BrochureLink({ label, href, className, copy, renderForm }: BrochureLinkProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <a
        href={href}
        className={className}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <BrochureDialog
            open={open}
            onOpenChange={setOpen}
            copy={copy}
            form={renderForm(() => setOpen(false))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
