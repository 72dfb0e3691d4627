import type { IconName } from "#content-model/blocks.ts";
import type { SocialNetwork } from "#content-model/site/identity.ts";

/** Icons the site's own controls draw (menus, toasts, links), besides those content names. */
export const uiIconNames = [
  "menu",
  "close",
  "chevron-down",
  "arrow-right",
  "arrow-left",
  "info",
  "arrow-external",
  "success",
  "error",
  "warning",
  "mail",
  "map-pin",
  "pause",
  "play",
  "chevron-left",
  "chevron-right",
] as const;

export type UiIconName = (typeof uiIconNames)[number];

/** Every symbol in the sprite: content icons, control icons and the social networks' marks. */
export type SiteIconName = IconName | UiIconName | SocialNetwork;
