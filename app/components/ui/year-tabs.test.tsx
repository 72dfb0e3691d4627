import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { YearTabs } from "./year-tabs.tsx";

test("year tabs offer one tab a year, oldest to newest, with the newest selected first", async () => {
  const user = userEvent.setup();
  render(
    <YearTabs
      label="Past projects"
      years={[2022, 2023, 2024]}
      renderYear={(year) => <p>Projects of {year}</p>}
    />,
  );
  expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
    "2022",
    "2023",
    "2024",
  ]);
  expect(screen.getByRole("tab", { name: "2024" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Projects of 2024");
  await user.click(screen.getByRole("tab", { name: "2022" }));
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Projects of 2022");
});
