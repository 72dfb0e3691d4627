import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { Accordion } from "./accordion.tsx";

const items = [
  { question: "Are the programmes free?", answer: "Yes, they are." },
  { question: "What do I need?", answer: ["A laptop", "Stable internet"] },
];

test("an item starts collapsed and expands and collapses when its question is clicked", async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  const question = screen.getByRole("button", { name: "Are the programmes free?" });
  expect(question).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByText("Yes, they are.")).not.toBeInTheDocument();
  await user.click(question);
  expect(question).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByText("Yes, they are.")).toBeVisible();
  await user.click(question);
  expect(question).toHaveAttribute("aria-expanded", "false");
});

test("an answer given as lines is shown as a list", async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  await user.click(screen.getByRole("button", { name: "What do I need?" }));
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "A laptop",
    "Stable internet",
  ]);
});
