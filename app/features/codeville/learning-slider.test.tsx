import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { LearningSlider } from "./learning-slider.tsx";

const slides = Array.from({ length: 7 }, (_, index) => ({
  image: {
    src: `/slide-${index + 1}.svg`,
    alt: `Slide picture ${index + 1}`,
    width: 560,
    height: 420,
  },
  overview: `Overview ${index + 1}`,
}));

function renderSlider() {
  render(
    <LearningSlider
      heading="A day at camp"
      label="Learning activities"
      previous="Previous slide"
      next="Next slide"
      slideLabel="{n} of {total}"
      slides={slides}
    />,
  );
  return {
    previous: screen.getByRole("button", { name: "Previous slide" }),
    next: screen.getByRole("button", { name: "Next slide" }),
  };
}

test("the slider starts at 1/6 with previous disabled, and shows at most 6 slides", () => {
  const { previous, next } = renderSlider();
  expect(screen.getByText("1/6")).toBeInTheDocument();
  expect(previous).toBeDisabled();
  expect(next).toBeEnabled();
  expect(screen.queryByText("Overview 7")).not.toBeInTheDocument();
  expect(screen.getByText("Overview 1").closest("li")).not.toHaveAttribute("aria-hidden");
});

test("next moves to the last slide and is disabled there; previous goes back", async () => {
  const user = userEvent.setup();
  const { previous, next } = renderSlider();
  for (let step = 0; step < 5; step++) await user.click(next);
  expect(screen.getByText("6/6")).toBeInTheDocument();
  expect(next).toBeDisabled();
  expect(previous).toBeEnabled();
  expect(screen.getByText("Overview 6").closest("li")).not.toHaveAttribute("aria-hidden");
  await user.click(previous);
  expect(screen.getByText("5/6")).toBeInTheDocument();
  expect(next).toBeEnabled();
});

test("the slider is a named carousel operable from the keyboard", async () => {
  const user = userEvent.setup();
  renderSlider();
  expect(screen.getByRole("region", { name: "Learning activities" })).toHaveAttribute(
    "aria-roledescription",
    "carousel",
  );
  await user.tab();
  expect(screen.getByRole("button", { name: "Next slide" })).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(screen.getByText("2/6")).toBeInTheDocument();
});
