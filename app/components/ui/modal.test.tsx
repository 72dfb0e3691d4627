import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, test } from "vitest";
import { Modal } from "./modal.tsx";

// The inert page behind an open modal and focus kept inside it are the
// browser's; tests/e2e/startzone.spec.ts checks them in Chromium.

function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Learn more
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Startup Boost 2024"
        description="Six months of support"
        closeLabel="Close details"
      >
        <p>Inside</p>
      </Modal>
    </>
  );
}

test("a modal opens as a dialog named by its title and described by its text", async () => {
  const user = userEvent.setup();
  render(<OpenedFromOutside />);
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Learn more" }));
  const dialog = screen.getByRole("dialog", { name: "Startup Boost 2024" });
  expect(dialog).toHaveAccessibleDescription("Six months of support");
  expect(dialog).toHaveAttribute("open");
});

test("the close button closes the modal and focus returns to what opened it", async () => {
  const user = userEvent.setup();
  render(<OpenedFromOutside />);
  const opener = screen.getByRole("button", { name: "Learn more" });
  await user.click(opener);
  await user.click(screen.getByRole("button", { name: "Close details" }));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test("Escape closes the modal and focus returns to what opened it", async () => {
  const user = userEvent.setup();
  render(<OpenedFromOutside />);
  const opener = screen.getByRole("button", { name: "Learn more" });
  await user.click(opener);
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

test("a click on the backdrop dismisses the modal, one that began inside it does not", async () => {
  const user = userEvent.setup();
  render(<OpenedFromOutside />);
  await user.click(screen.getByRole("button", { name: "Learn more" }));
  const dialog = screen.getByRole("dialog");
  // Pressed on the text, released over the backdrop: a text selection, not a dismissal.
  fireEvent.pointerDown(screen.getByText("Inside"));
  fireEvent.click(dialog);
  expect(dialog).toBeInTheDocument();
  // Outside the modal's box, a click lands on the <dialog> itself: its backdrop.
  await user.click(dialog);
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});
