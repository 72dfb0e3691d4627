import { describe, expect, it } from "vitest";
import { picturesNamedIn } from "./image-names.ts";

describe("the pictures a content file names", () => {
  it("are found at any depth, with the field that names each", () => {
    const data = {
      portrait: { src: "hub/team/someone", alt: "" },
      items: [{ icon: { src: "startzone/portfolio/a", alt: "A" } }],
    };
    expect(picturesNamedIn(data)).toEqual([
      { field: "portrait.src", name: "hub/team/someone" },
      { field: "items.0.icon.src", name: "startzone/portfolio/a" },
    ]);
  });

  it("leave out pictures given by address, which have no file under content/", () => {
    const data = { map: { src: "/images/codeville/hub-map.svg", alt: "Map", width: 1, height: 1 } };
    expect(picturesNamedIn(data)).toEqual([]);
  });
});
