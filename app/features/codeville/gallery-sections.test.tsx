import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import type { Graduate, PastProject } from "#content-model/blocks.ts";
import { readGalleryCopy } from "#content-model/codeville/gallery.server.ts";
import { GraduateCard } from "./gallery-cards.tsx";
import { projectsPreview } from "./gallery-display.ts";
import { PastGraduates, PastProjects } from "./gallery-sections.tsx";

const contentCopy = readGalleryCopy();

// The copy as a page receives it: pictures resolved to addresses with their size.
const copy = {
  ...contentCopy,
  fallbackPortrait: { src: "/fallback.svg", alt: "", width: 704, height: 704 },
  emptyYearImage: { ...contentCopy.emptyYearImage, src: "/soon.svg", width: 480, height: 360 },
};

const createGraduate = (overrides: Partial<Graduate> = {}): Graduate => ({
  id: 1,
  first_name: "Amara",
  last_name: "Okeke",
  age: 13,
  image: { src: "/amara.svg", alt: "", width: 704, height: 704 },
  school_name: "Hilltop Secondary School",
  ...overrides,
});

const createProject = (id: number): PastProject => ({
  id,
  name: `Project ${id}`,
  overview: "",
  livePreview: `https://showcase.example.org/${id}`,
  coverImage: { src: `/cover-${id}.svg`, alt: `Cover ${id}`, width: 480, height: 300 },
  student_name: `Student ${id}`,
  student_image: { src: `/student-${id}.svg`, alt: "", width: 704, height: 704 },
  school_name: null,
});

test("a graduate card shows the name, the learning path, the school and the age", () => {
  render(<GraduateCard graduate={createGraduate({ learning_path: "game_dev" })} copy={copy} />);
  const card = screen.getByRole("article");
  expect(within(card).getByRole("heading", { name: "Amara Okeke" })).toBeInTheDocument();
  expect(card).toHaveTextContent("Game Development");
  expect(card).toHaveTextContent("Hilltop Secondary School");
  expect(card).toHaveTextContent("13 years old");
});

test("a graduate card leaves out a missing school and age, and shows the neutral portrait without a photo", () => {
  const { container } = render(
    <GraduateCard
      graduate={createGraduate({ school_name: null, age: null, image: null })}
      copy={copy}
    />,
  );
  expect(screen.getByRole("article")).not.toHaveTextContent(
    /years old|not provided|Hilltop Secondary School/i,
  );
  expect(container.querySelector("img")).toHaveAttribute("src", "/fallback.svg");
});

test("a photo that fails to load is replaced by the fallback portrait", () => {
  const { container } = render(<GraduateCard graduate={createGraduate()} copy={copy} />);
  const photo = container.querySelector("img") as HTMLImageElement;
  expect(photo).toHaveAttribute("src", "/amara.svg");
  fireEvent.error(photo);
  expect(container.querySelector("img")).toHaveAttribute("src", "/fallback.svg");
});

const projects = {
  2022: [],
  2023: Array.from({ length: 10 }, (_, index) => createProject(index + 1)),
  2024: Array.from({ length: 14 }, (_, index) => createProject(index + 101)),
};

test("Past Projects opens on 2024 with 3 projects and Load More Projects in a new tab", async () => {
  const user = userEvent.setup();
  render(
    <PastProjects
      heading="What they built"
      copy={copy}
      loadMoreHref="/codeville/gallery/past-projects"
      previewByYear={([2022, 2023, 2024] as const).map((year) => ({
        year,
        ...projectsPreview(projects[year]),
      }))}
    />,
  );
  expect(screen.getByRole("tab", { name: "2024" })).toHaveAttribute("aria-selected", "true");
  const panel = screen.getByRole("tabpanel");
  expect(within(panel).getAllByRole("article")).toHaveLength(3);
  const preview = within(panel).getAllByRole("link", { name: /Live Preview/ })[0];
  expect(preview).toHaveAttribute("target", "_blank");
  expect(preview).toHaveAttribute("rel", "noopener noreferrer");
  expect(panel).not.toHaveTextContent(/not provided/i);
  const more = within(panel).getByRole("link", { name: /Load More Projects/ });
  expect(more).toHaveAttribute("href", "/codeville/gallery/past-projects");
  expect(more).toHaveAttribute("target", "_blank");
  await user.click(screen.getByRole("tab", { name: "2022" }));
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Gallery will be uploaded soon");
  expect(screen.queryByRole("link", { name: /Load More Projects/ })).not.toBeInTheDocument();
});

test("Past Graduates marks the grid for the 540 px cut and offers Load More Graduates; an empty year says so", async () => {
  const user = userEvent.setup();
  const graduates = Array.from({ length: 8 }, (_, index) =>
    createGraduate({ id: index + 1, first_name: `Child${index + 1}` }),
  );
  render(
    <PastGraduates
      heading="Graduates"
      copy={copy}
      loadMoreHref="/codeville/gallery/past-graduates"
      graduatesByYear={[
        { year: 2022, items: [] },
        { year: 2023, items: graduates.slice(0, 5) },
        { year: 2024, items: graduates },
      ]}
    />,
  );
  const panel = screen.getByRole("tabpanel");
  expect(within(panel).getAllByRole("article")).toHaveLength(8);
  expect(panel.querySelector("[data-graduates]")?.className).toContain(
    "max-graduates-wide:[&>li:nth-child(n+6)]:hidden",
  );
  const more = within(panel).getByRole("link", { name: /Load More Graduates/ });
  expect(more).toHaveAttribute("href", "/codeville/gallery/past-graduates");
  expect(more).toHaveAttribute("target", "_blank");
  expect(more.className).toContain("graduates-wide:hidden");
  await user.click(screen.getByRole("tab", { name: "2023" }));
  expect(screen.queryByRole("link", { name: /Load More Graduates/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole("tab", { name: "2022" }));
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Gallery will be uploaded soon");
});
