import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import type { EntryPopupContent } from "#content-model/codeville/navigation.ts";
import { rememberEntryPopupDismissed, visitorHasBegun } from "./entry-popup-session.ts";

/**
 * The kids' section welcome (SPEC §2, "An entry popup shows on load"), on the
 * shared Modal. Any way of closing it, following its link included, keeps it
 * away for the rest of the browser session.
 */
export function EntryPopup({ copy }: { copy: EntryPopupContent }) {
  // Its code arrives after the decision: a visitor who began typing meanwhile keeps the focus.
  const [open, setOpen] = useState(() => !visitorHasBegun());
  function close() {
    rememberEntryPopupDismissed();
    setOpen(false);
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={copy.title}
      description={copy.text}
      closeLabel={copy.closeLabel}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={copy.primary.link} onClick={close} className={buttonClasses({ size: "md" })}>
          {copy.primary.title}
          <Icon name="arrow-right" />
        </Link>
        <Button type="button" variant="outline" onClick={close}>
          {copy.dismissLabel}
        </Button>
      </div>
    </Modal>
  );
}
