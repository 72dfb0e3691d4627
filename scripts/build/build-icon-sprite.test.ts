import { expect, test } from "vitest";
import { uiIconNames } from "#app/components/icons/icon-names.ts";
import { socialMarks } from "#app/components/icons/icon-sources.ts";
import { iconNames } from "#content-model/blocks.ts";
import { iconSprite } from "./build-icon-sprite.ts";

test("the sprite has one symbol with shapes for every icon content, controls and social links name", () => {
  const sprite = iconSprite();
  const names = [...new Set([...iconNames, ...uiIconNames, ...Object.keys(socialMarks)])];
  for (const name of names) {
    expect(sprite).toMatch(
      new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline)`),
    );
  }
  expect(sprite.match(/<symbol /g)).toHaveLength(names.length);
});
