import { Modal } from "#app/components/ui/modal.tsx";
import type { BrochureFormCopy } from "#content-model/codeville/brochure.ts";

type BrochureDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: BrochureFormCopy;
  form: React.ReactNode;
};

/** The brochure modal (SPEC §2): opens from Download Brochure, closes after a successful send. */
export function BrochureDialog({ open, onOpenChange, copy, form }: BrochureDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.intro}
      closeLabel={copy.closeLabel}
    >
      {form}
    </Modal>
  );
}
