import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Review } from "#content-model/blocks.ts";
import { stubReducedMotion } from "./motion-test-helpers.ts";
import { ReviewCarousel, type ReviewCarouselLabels } from "./review-carousel.tsx";

const createReview = (overrides: Partial<Review>): Review => ({
  review: "A review",
  reviewerName: "Someone",
  class: "Parent",
  school: "A school",
  year: 2024,
  image: { src: "https://media.example/portrait.png", alt: "", width: 200, height: 200 },
  ...overrides,
});

const reviews = [1, 2, 3].map((n) =>
  createReview({ review: `Review number ${n}`, reviewerName: `Parent ${n}` }),
);

const labels: ReviewCarouselLabels = {
  label: "Reviews",
  pause: "Pause the reviews",
  play: "Play the reviews",
  dot: "Show review {n} of {total}",
  slide: "{n} of {total}",
};

const dot = (n: number) => screen.getByRole("button", { name: `Show review ${n} of 3` });
const current = () => [1, 2, 3].find((n) => dot(n).getAttribute("aria-current") === "true") ?? null;
const advance = (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 1_000) {
    act(() => vi.advanceTimersByTime(Math.min(1_000, ms - elapsed)));
  }
};

function renderCarousel() {
  return render(<ReviewCarousel heading="What parents say" reviews={reviews} labels={labels} />);
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("the first review shows first, and only the current review is exposed", () => {
  renderCarousel();
  expect(current()).toBe(1);
  expect(screen.getByText("Review number 1").closest("li")).not.toHaveAttribute("aria-hidden");
  expect(screen.getByText("Review number 2").closest("li")).toHaveAttribute("aria-hidden", "true");
});

test("the next review comes every 15 seconds and the first follows the last", () => {
  renderCarousel();
  advance(14_000);
  expect(current()).toBe(1);
  advance(1_000);
  expect(current()).toBe(2);
  advance(15_000);
  expect(current()).toBe(3);
  advance(15_000);
  expect(current()).toBe(1);
});

test("a dot jumps to its review and the 15 seconds start again from there", () => {
  renderCarousel();
  advance(10_000);
  fireEvent.click(dot(3));
  expect(current()).toBe(3);
  advance(14_000);
  expect(current()).toBe(3);
  advance(1_000);
  expect(current()).toBe(1);
});

test("pause stops the carousel; hovering and focusing hold it", () => {
  renderCarousel();
  fireEvent.click(screen.getByRole("button", { name: "Pause the reviews" }));
  advance(45_000);
  expect(current()).toBe(1);
  fireEvent.click(screen.getByRole("button", { name: "Play the reviews" }));
  const carousel = screen.getByRole("region", { name: "Reviews" });
  fireEvent.pointerEnter(carousel);
  advance(30_000);
  expect(current()).toBe(1);
  fireEvent.pointerLeave(carousel);
  fireEvent.focus(dot(1));
  advance(30_000);
  expect(current()).toBe(1);
  fireEvent.blur(dot(1));
  advance(15_000);
  expect(current()).toBe(2);
});

test("with reduced motion the carousel stays on its first review, and the dots still work", () => {
  stubReducedMotion(true);
  renderCarousel();
  advance(60_000);
  expect(current()).toBe(1);
  fireEvent.click(dot(2));
  expect(current()).toBe(2);
  expect(screen.getByRole("button", { name: "Play the reviews" })).toBeInTheDocument();
});
