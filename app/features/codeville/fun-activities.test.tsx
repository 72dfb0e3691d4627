import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { FunActivitiesContent } from "#content-model/codeville/fun-activities.ts";
import { FunActivities } from "./fun-activities.tsx";
import { stubReducedMotion } from "./motion-test-helpers.ts";

const images = (frame: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    src: `/${frame}${index + 1}.svg`,
    alt: `Activity ${frame}${index + 1}`,
    width: 560,
    height: 420,
  }));

function createFunActivities(overrides: Partial<FunActivitiesContent> = {}): FunActivitiesContent {
  return {
    heading: "Other Fun Activities",
    loadingCaption: "Image is loading...",
    controls: { pause: "Pause the pictures", play: "Play the pictures", frame: "Frame {n} of 3" },
    frames: [images("a", 8), images("b", 9), images("c", 9)],
    cards: [
      { heading: "One", text: "First card" },
      { heading: "Two", text: "Second card" },
      { heading: "Three", text: "Third card" },
    ],
    ...overrides,
  };
}

const shown = (frame: number) =>
  within(screen.getByRole("figure", { name: `Frame ${frame} of 3` }))
    .getByRole("img")
    .getAttribute("alt");

/** Every picture in the page loads at once, the next ones too as they are asked for. */
const loadPictures = () => {
  for (;;) {
    const waiting = screen
      .queryAllByRole("img", { hidden: true })
      .filter((image) => !image.dataset.testLoaded);
    if (waiting.length === 0) return;
    for (const image of waiting) {
      image.dataset.testLoaded = "true";
      fireEvent.load(image);
    }
  }
};

/**
 * Time passing in one-second steps, so React schedules each next move as a
 * browser would, on a network that delivers every picture at once.
 */
const advance = (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 1_000) {
    loadPictures();
    act(() => vi.advanceTimersByTime(Math.min(1_000, ms - elapsed)));
  }
};

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("the three frames move on every 5, 4 and 6 seconds, each on its own clock", () => {
  render(<FunActivities {...createFunActivities()} />);
  loadPictures();
  expect([shown(1), shown(2), shown(3)]).toEqual(["Activity a1", "Activity b1", "Activity c1"]);
  advance(4_000);
  expect([shown(1), shown(2), shown(3)]).toEqual(["Activity a1", "Activity b2", "Activity c1"]);
  advance(1_000);
  expect([shown(1), shown(2), shown(3)]).toEqual(["Activity a2", "Activity b2", "Activity c1"]);
  advance(1_000);
  expect([shown(1), shown(2), shown(3)]).toEqual(["Activity a2", "Activity b2", "Activity c2"]);
});

test("a frame wraps to its first picture after its last", () => {
  render(
    <FunActivities
      {...createFunActivities({ frames: [images("a", 3), images("b", 2), images("c", 2)] })}
    />,
  );
  advance(10_000);
  expect(shown(1)).toBe("Activity a3");
  advance(5_000);
  expect(shown(1)).toBe("Activity a1");
  expect(shown(2)).toBe("Activity b2");
  advance(1_000);
  expect(shown(2)).toBe("Activity b1");
});

test("each frame says Image is loading... until its first picture has loaded", () => {
  render(<FunActivities {...createFunActivities()} />);
  const frame = screen.getByRole("figure", { name: "Frame 1 of 3" });
  expect(within(frame).getByText("Image is loading...")).toBeInTheDocument();
  fireEvent.load(within(frame).getByRole("img"));
  expect(within(frame).queryByText("Image is loading...")).not.toBeInTheDocument();
});

test("once a picture shows, the next loads beneath it unseen, and the turn shows it loaded", () => {
  render(<FunActivities {...createFunActivities()} />);
  const frame = screen.getByRole("figure", { name: "Frame 1 of 3" });
  const nextPicture = () => frame.querySelector('img[alt="Activity a2"]');
  expect(nextPicture()).toBeNull();
  fireEvent.load(within(frame).getByRole("img"));
  expect(nextPicture()).toHaveAttribute("aria-hidden", "true");
  fireEvent.load(nextPicture() as HTMLImageElement);
  act(() => vi.advanceTimersByTime(5_000));
  expect(shown(1)).toBe("Activity a2");
  expect(within(frame).queryByText("Image is loading...")).not.toBeInTheDocument();
});

test("a frame waits for its next picture: no turn shows the loading caption", () => {
  render(<FunActivities {...createFunActivities()} />);
  const frame = screen.getByRole("figure", { name: "Frame 1 of 3" });
  fireEvent.load(within(frame).getByRole("img"));
  act(() => vi.advanceTimersByTime(12_000));
  expect(shown(1)).toBe("Activity a1");
  fireEvent.load(frame.querySelector('img[alt="Activity a2"]') as HTMLImageElement);
  act(() => vi.advanceTimersByTime(5_000));
  expect(shown(1)).toBe("Activity a2");
  expect(within(frame).queryByText("Image is loading...")).not.toBeInTheDocument();
});

test("the pause control stops every frame and play starts them again", () => {
  render(<FunActivities {...createFunActivities()} />);
  fireEvent.click(screen.getByRole("button", { name: "Pause the pictures" }));
  advance(12_000);
  expect([shown(1), shown(2), shown(3)]).toEqual(["Activity a1", "Activity b1", "Activity c1"]);
  fireEvent.click(screen.getByRole("button", { name: "Play the pictures" }));
  advance(4_000);
  expect(shown(2)).toBe("Activity b2");
});

test("the frames hold still while hovered or focused", () => {
  render(<FunActivities {...createFunActivities()} />);
  const frames = screen.getByRole("figure", { name: "Frame 1 of 3" }).parentElement as HTMLElement;
  fireEvent.pointerEnter(frames);
  advance(6_000);
  expect(shown(1)).toBe("Activity a1");
  fireEvent.pointerLeave(frames);
  fireEvent.focus(frames);
  advance(6_000);
  expect(shown(1)).toBe("Activity a1");
  fireEvent.blur(frames);
  advance(5_000);
  expect(shown(1)).toBe("Activity a2");
});

test("for visitors who prefer reduced motion nothing moves until they press Play", () => {
  stubReducedMotion(true);
  render(<FunActivities {...createFunActivities()} />);
  advance(30_000);
  expect([shown(1), shown(2), shown(3)]).toEqual(["Activity a1", "Activity b1", "Activity c1"]);
  expect(screen.getByRole("button", { name: "Play the pictures" })).toBeInTheDocument();
});

test("the three text cards follow the frames", () => {
  render(<FunActivities {...createFunActivities()} />);
  expect(screen.getByRole("heading", { name: "Other Fun Activities" })).toBeInTheDocument();
  expect(
    screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
  ).toEqual(["One", "Two", "Three"]);
});
