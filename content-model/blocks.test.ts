import { describe, expect, it } from "vitest";
import { decorativeImageSchema, imageSchema } from "./blocks.ts";

describe("pictures' alt text", () => {
  it("a picture that says something is refused without a description", () => {
    const result = imageSchema.safeParse({ src: "hub/gallery/workshop", alt: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["alt"],
      message: "describe the picture for people who cannot see it",
    });
  });

  it("a picture beside the words that name it may be decorative", () => {
    expect(decorativeImageSchema.safeParse({ src: "hub/team/someone", alt: "" }).success).toBe(
      true,
    );
  });
});
