import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { Accordion } from "./accordion.tsx";

const items = [
  { question: "Are the programmes free?", answer: "Yes, they are." },
  { question: "What do I need?", answer: ["A laptop", "Stable internet"] },
];

const itemOf = (question: string) =>
  screen.getByRole("heading", { name: question }).closest("details") as HTMLDetailsElement;

test("an item starts collapsed and expands and collapses when its question is clicked", async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  const item = itemOf("Are the programmes free?");
  expect(item.open).toBe(false);
  await user.click(screen.getByText("Are the programmes free?"));
  expect(item.open).toBe(true);
  await user.click(screen.getByText("Are the programmes free?"));
  expect(item.open).toBe(false);
});

test("the questions are headings at the level the page needs", () => {
  render(<Accordion items={items} headingLevel="h4" />);
  expect(
    screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent),
  ).toEqual(items.map((item) => item.question));
});

test("an answer given as lines is shown as a list", () => {
  render(<Accordion items={items} />);
  expect(screen.getAllByRole("listitem").map((entry) => entry.textContent)).toEqual([
    "A laptop",
    "Stable internet",
  ]);
});
