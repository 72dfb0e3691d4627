import { expect, test } from "vitest";
import { readTestimonialsPage } from "./testimonials.server.ts";

test("each demo day is a file named by its year, and every tab year has its video", () => {
  const page = readTestimonialsPage();
  const videoYears = page.videos.map((video) => video.year);
  for (const year of page.videoYears) expect(videoYears).toContain(year);
  for (const video of page.videos) {
    expect(video.src).toContain(String(video.year));
    expect(video.cues.every((cue) => cue.start < cue.end)).toBe(true);
  }
});

test("the parents' words fit the page's three columns of up to four", () => {
  const { testimonials } = readTestimonialsPage().parents;
  expect(testimonials.length).toBeGreaterThan(0);
  expect(testimonials.length).toBeLessThanOrEqual(12);
});
