import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { Dropdown } from "./dropdown.tsx";

function renderDropdown() {
  render(
    <div>
      <p>Outside</p>
      <Dropdown label="Learning">
        <a href="/learn">Lessons</a>
      </Dropdown>
    </div>,
  );
  const summary = screen.getByText("Learning").closest("summary") as HTMLElement;
  return { summary, details: summary.closest("details") as HTMLDetailsElement };
}

// fireEvent.click opens the <details> at once, and its toggle event, which
// tells React, is still queued when the next event arrives: as on a busy phone.
test("Escape pressed the moment the dropdown opens closes it, focus on its label", async () => {
  const { summary, details } = renderDropdown();
  summary.focus();
  fireEvent.click(summary);
  expect(details.open).toBe(true);
  fireEvent.keyDown(summary, { key: "Escape" });
  expect(details.open).toBe(false);
  expect(summary).toHaveFocus();
  // The queued toggle event, once run, does not open it again.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(details.open).toBe(false);
});

test("a pointer going down outside the moment the dropdown opens closes it", async () => {
  const { summary, details } = renderDropdown();
  fireEvent.click(summary);
  fireEvent.pointerDown(screen.getByText("Outside"));
  expect(details.open).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(details.open).toBe(false);
});

test("a pointer going down inside leaves it open, and Escape on a closed dropdown does nothing", async () => {
  const { summary, details } = renderDropdown();
  fireEvent.keyDown(summary, { key: "Escape" });
  expect(details.open).toBe(false);
  fireEvent.click(summary);
  await waitFor(() => expect(details.open).toBe(true));
  fireEvent.pointerDown(screen.getByText("Lessons"));
  expect(details.open).toBe(true);
});
