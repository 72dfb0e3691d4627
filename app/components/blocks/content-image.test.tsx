import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { ContentImage } from "./content-image.tsx";

const photo = {
  src: "/generated/images/hub/team/ada-640.jpg",
  alt: "Ada at the hub",
  width: 700,
  height: 900,
  sources: [
    { type: "image/avif" as const, srcSet: "/a-160.avif 160w, /a-320.avif 320w" },
    { type: "image/webp" as const, srcSet: "/a-160.webp 160w, /a-320.webp 320w" },
  ],
};

test("a photo offers AVIF, then WebP, for the width it is drawn at, over a fallback with its size", () => {
  const { container } = render(<ContentImage image={photo} sizes="9rem" />);
  const sources = [...container.querySelectorAll("picture > source")];
  expect(sources.map((source) => source.getAttribute("type"))).toEqual([
    "image/avif",
    "image/webp",
  ]);
  expect(sources.every((source) => source.getAttribute("sizes") === "9rem")).toBe(true);
  const image = screen.getByRole("img", { name: "Ada at the hub" });
  expect(image).toHaveAttribute("src", photo.src);
  expect(image).toHaveAttribute("width", "700");
  expect(image).toHaveAttribute("height", "900");
  expect(image).toHaveAttribute("loading", "lazy");
});

test("the hero's picture is fetched first, not lazily", () => {
  render(<ContentImage image={photo} priority />);
  const image = screen.getByRole("img");
  expect(image).not.toHaveAttribute("loading");
  expect(image).toHaveAttribute("fetchpriority", "high");
});

test("a drawing is its SVG alone", () => {
  const { container } = render(
    <ContentImage
      image={{ src: "/generated/images/hub/map.svg", alt: "", width: 560, height: 460 }}
    />,
  );
  expect(container.querySelector("picture")).toBeNull();
  expect(container.querySelector("img")).toHaveAttribute("src", "/generated/images/hub/map.svg");
});
