import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, test } from "vitest";
import { Modal } from "./modal.tsx";

function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Learn more
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Startup Boost 2024">
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

test("a modal opened from outside traps focus and returns it when closed with Escape", async () => {
  const user = userEvent.setup();
  render(<OpenedFromOutside />);
  const opener = screen.getByRole("button", { name: "Learn more" });
  await user.click(opener);
  const dialog = screen.getByRole("dialog", { name: "Startup Boost 2024" });
  expect(dialog).toBeInTheDocument();
  await user.tab();
  await user.tab();
  await user.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await waitFor(() => expect(opener).toHaveFocus());
});

test("a modal can start open and closes with its close button", async () => {
  const user = userEvent.setup();
  render(<Modal defaultOpen title="Welcome" closeLabel="Close welcome" />);
  expect(screen.getByRole("dialog", { name: "Welcome" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Close welcome" }));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});

test("a click on the overlay dismisses the modal", async () => {
  const user = userEvent.setup();
  render(<Modal defaultOpen title="Welcome" />);
  await user.click(screen.getByTestId("modal-overlay"));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});
