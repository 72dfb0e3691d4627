import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { Tabs } from "./tabs.tsx";

test("tabs move with the arrow keys", async () => {
  const user = userEvent.setup();
  render(
    <Tabs
      label="Tracks"
      items={[
        { value: "web", label: "Web Dev", content: "Web details" },
        { value: "game", label: "Game Dev", content: "Game details" },
      ]}
    />,
  );
  await user.click(screen.getByRole("tab", { name: "Web Dev" }));
  await user.keyboard("{ArrowRight}");
  expect(screen.getByRole("tab", { name: "Game Dev" })).toHaveFocus();
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Game details");
});

test("tabs wrap around with the arrow keys, and Home and End reach the ends; one tab stop for the list", async () => {
  const user = userEvent.setup();
  render(
    <Tabs
      label="Tracks"
      defaultValue="game"
      items={[
        { value: "web", label: "Web Dev", content: "Web details" },
        { value: "game", label: "Game Dev", content: "Game details" },
        { value: "robots", label: "Robotics", content: "Robot details" },
      ]}
    />,
  );
  const tab = (name: string) => screen.getByRole("tab", { name });
  expect(tab("Game Dev")).toHaveAttribute("aria-selected", "true");
  expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([-1, 0, -1]);
  await user.tab();
  expect(tab("Game Dev")).toHaveFocus();
  await user.keyboard("{End}");
  expect(tab("Robotics")).toHaveFocus();
  await user.keyboard("{ArrowRight}");
  expect(tab("Web Dev")).toHaveFocus();
  expect(screen.getByRole("tabpanel", { name: "Web Dev" })).toHaveTextContent("Web details");
  await user.keyboard("{ArrowLeft}");
  expect(tab("Robotics")).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{Home}");
  expect(tab("Web Dev")).toHaveAttribute("aria-selected", "true");
  // From the list, Tab goes on to the selected panel.
  await user.tab();
  expect(screen.getByRole("tabpanel")).toHaveFocus();
});
