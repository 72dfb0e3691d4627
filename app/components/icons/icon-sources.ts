import {
  ArrowRightIcon,
  ArrowUpRightIcon,
  AwardIcon,
  BookOpenIcon,
  BotIcon,
  BriefcaseIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  ClockIcon,
  Code2Icon,
  CompassIcon,
  FlameIcon,
  Gamepad2Icon,
  GlobeIcon,
  GraduationCapIcon,
  HandshakeIcon,
  HeadphonesIcon,
  HeartIcon,
  LaptopIcon,
  LayersIcon,
  LightbulbIcon,
  type LucideIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MessageCircleIcon,
  MonitorIcon,
  PaletteIcon,
  PauseIcon,
  PenToolIcon,
  PhoneIcon,
  PlayIcon,
  PuzzleIcon,
  RocketIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TargetIcon,
  TrendingUpIcon,
  TriangleAlertIcon,
  UsersIcon,
  VideoIcon,
  WalletIcon,
  WifiIcon,
  XIcon,
} from "lucide-react";
import type { IconName } from "#content/blocks.ts";
import type { SocialNetwork } from "#content/site/identity.ts";
import type { UiIconName } from "./icon-names.ts";

/**
 * The lucide icon drawn for each name content and controls may use. Read at
 * build time only: scripts/build-icon-sprite.ts turns them and the social
 * marks into one SVG sprite, so icons cost the browser no JavaScript.
 */
export const lineIcons: Record<IconName | UiIconName, LucideIcon> = {
  family: UsersIcon,
  laptop: LaptopIcon,
  rocket: RocketIcon,
  sparkle: SparklesIcon,
  briefcase: BriefcaseIcon,
  graduation: GraduationCapIcon,
  flame: FlameIcon,
  users: UsersIcon,
  target: TargetIcon,
  lightbulb: LightbulbIcon,
  handshake: HandshakeIcon,
  "trending-up": TrendingUpIcon,
  book: BookOpenIcon,
  code: Code2Icon,
  gamepad: Gamepad2Icon,
  bot: BotIcon,
  palette: PaletteIcon,
  "pen-tool": PenToolIcon,
  globe: GlobeIcon,
  shield: ShieldCheckIcon,
  clock: ClockIcon,
  calendar: CalendarIcon,
  award: AwardIcon,
  wallet: WalletIcon,
  message: MessageCircleIcon,
  video: VideoIcon,
  phone: PhoneIcon,
  check: CheckIcon,
  compass: CompassIcon,
  layers: LayersIcon,
  headphones: HeadphonesIcon,
  wifi: WifiIcon,
  monitor: MonitorIcon,
  puzzle: PuzzleIcon,
  heart: HeartIcon,
  menu: MenuIcon,
  close: XIcon,
  "chevron-down": ChevronDownIcon,
  "arrow-right": ArrowRightIcon,
  "arrow-external": ArrowUpRightIcon,
  success: CircleCheckIcon,
  error: CircleAlertIcon,
  warning: TriangleAlertIcon,
  mail: MailIcon,
  "map-pin": MapPinIcon,
  pause: PauseIcon,
  play: PlayIcon,
  "chevron-left": ChevronLeftIcon,
  "chevron-right": ChevronRightIcon,
};

/**
 * Brand marks drawn for this site as filled monochrome glyphs; lucide has no
 * TikTok icon and deprecates the others, so one small set lives here.
 */
export const socialMarks: Record<SocialNetwork, string> = {
  twitter: "M4 4l6.6 8.6L4.3 20H6l5.4-6.2L16 20h4l-7-9.1L18.9 4h-1.7l-5 5.8L8 4H4z",
  facebook:
    "M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4C12.1 4 10.5 5.4 10.5 7.9v2.6H8v3h2.5V21h3z",
  linkedin:
    "M5 9h3v11H5V9zm1.5-5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.5h.1c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7V20h-3v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-3V9z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3-5.2 3z",
  tiktok:
    "M16.5 3c.3 2.2 1.6 3.6 3.9 3.8v3.1a7 7 0 0 1-3.9-1.2v6.1A5.8 5.8 0 1 1 10.7 9v3.2a2.7 2.7 0 1 0 2.7 2.7V3h3.1z",
};
