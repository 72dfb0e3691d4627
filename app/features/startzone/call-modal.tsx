import { Modal } from "#app/components/ui/modal.tsx";
import type { CallBannerContent } from "#content-model/startzone/pages.ts";
import { CallDetails } from "./call-details.tsx";

type CallModalProps = {
  call: CallBannerContent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The banner's "Learn more" modal; loaded on first use, so it stays off the first load. */
export function CallModal({ call, open, onOpenChange }: CallModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={call.details.title}>
      <CallDetails call={call} onFollowLink={() => onOpenChange(false)} />
    </Modal>
  );
}
