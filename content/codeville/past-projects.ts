import * as z from "zod/mini";
import { pastProjectSchema } from "../blocks.ts";

/**
 * Junior Academy projects by year (SPEC §3, "Past project"): none for 2022, 10
 * for 2023, 14 for 2024; one 2024 entry has no `school_name` key. Sample data
 * for the editors to replace. Each cover is a mock-up of the page the project
 * describes, drawn by scripts/draw-gallery.ts; "Live Preview" addresses are on
 * the hub's showcase host, placeholders like the footer's social links
 * (docs/decisions/030-gallery-content-and-motion.md).
 */
const yearSchema = z.array(pastProjectSchema);

type Entry = [id: number, name: string, overview: string, student: string, school?: string | null];

const project = (year: number, [id, name, overview, student, school]: Entry) => {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const studentSlug = student.toLowerCase().replace(/\s+/g, "-");
  return {
    id,
    name,
    overview,
    livePreview: `https://showcase.enugutechhub.ng/${year}/${slug}`,
    coverImage: {
      src: `codeville/gallery/projects/${slug}`,
      alt: `The first screen of ${name}`,
    },
    student_name: student,
    student_image: { src: `codeville/gallery/people/${studentSlug}`, alt: "" },
    ...(school === undefined ? {} : { school_name: school }),
  };
};

const y2023: Entry[] = [
  [
    1201,
    "Naija Recipes",
    "A cookbook site with jollof, egusi and puff-puff, each with steps and a shopping list.",
    "Ebubechukwu Onah",
    "Riverside College",
  ],
  [
    1202,
    "Space Dodger",
    "Steer a rocket through an asteroid field; it gets faster every level.",
    "Nneoma Chukwu",
    "Hilltop Secondary School",
  ],
  [
    1203,
    "My School News",
    "A class newspaper with sports results, jokes and the week's timetable.",
    "Chinonso Ugwu",
    "Unity Model School",
  ],
  [
    1204,
    "Maths Sprint",
    "Times-table questions against the clock, with a high-score board.",
    "Ogechi Aneke",
    "Sunrise Secondary School",
  ],
  [
    1205,
    "Football Stars",
    "Profiles of the players of a children's football league in Enugu.",
    "Kamsiyochukwu Ede",
    null,
  ],
  [
    1206,
    "Keke Rush",
    "A racing game through traffic on a keke, collecting passengers.",
    "Zikora Odo",
    "Riverside College",
  ],
  [
    1207,
    "Plant Diary",
    "A journal of beans growing on the windowsill, with photos by day.",
    "Tochukwu Eneh",
    "Coal City International School",
  ],
  [
    1208,
    "Quiz Master",
    "A general-knowledge quiz about Nigeria's states and capitals.",
    "Ugochi Asogwa",
    "Hilltop Secondary School",
  ],
  [
    1209,
    "Pixel Painter",
    "A drawing board where every click fills a square with colour.",
    "Nnaemeka Okafor",
    "Unity Model School",
  ],
  [1210, "Book Club", "", "Ifunanya Eze", "Hillcrest Academy"],
];

const y2024: Entry[] = [
  [
    1301,
    "Market Day",
    "An online stall for a family's fabric shop, with prices and a WhatsApp order button.",
    "Amara Okeke",
    "Hilltop Secondary School",
  ],
  [
    1302,
    "Robo Maze",
    "Guide a little robot out of a maze before its battery runs out.",
    "Chidubem Nnaji",
    "Unity Model School",
  ],
  [
    1303,
    "Study Buddy",
    "A timetable and homework planner with reminders.",
    "Kosisochukwu Ani",
    "Riverside College",
  ],
  [
    1304,
    "Jungle Jump",
    "A platform game: a monkey jumps across vines to collect mangoes.",
    "Ebuka Okafor",
    "Coal City International School",
  ],
  [
    1305,
    "Enugu Guide",
    "Places to visit in the Coal City, with a map and opening hours.",
    "Nkechi Udeh",
    null,
  ],
  [
    1306,
    "Snake Classic",
    "The snake game rebuilt from scratch, with three speeds.",
    "Olisa Ezema",
    "Hillcrest Academy",
  ],
  [
    1307,
    "Weather Now",
    "Today's weather for five Nigerian cities, with icons that change.",
    "Chiagoziem Orji",
    "Hilltop Secondary School",
  ],
  [
    1308,
    "Word Hunt",
    "Find the hidden words in a grid before the timer ends.",
    "Ngozi Ezeani",
    "Unity Model School",
  ],
  [
    1309,
    "Portfolio",
    "A personal site with drawings, projects and a contact form.",
    "Uchenna Attah",
    "Riverside College",
  ],
  [
    1310,
    "Goal Keeper",
    "Save penalties by moving the keeper with the arrow keys.",
    "Adaobi Nwafor",
    "Sunrise Secondary School",
  ],
  [
    1311,
    "Charity Run",
    "The page for a school's charity run: the route, sign-up and money raised.",
    "Ikenna Chime",
    "Coal City International School",
  ],
  [
    1312,
    "Memory Cards",
    "Flip the cards and find the pairs in as few moves as you can.",
    "Chidubem Nnaji",
    "Unity Model School",
  ],
  [
    1313,
    "Bus Tracker",
    "When the school bus reaches each stop, drawn on a simple map.",
    "Amara Okeke",
    "Hilltop Secondary School",
  ],
  [1314, "Dino Run", "", "Olisa Ezema"],
];

export const pastProjectsByYear = z
  .strictObject({ 2022: yearSchema, 2023: yearSchema, 2024: yearSchema })
  .parse({
    2022: [],
    2023: y2023.map((entry) => project(2023, entry)),
    2024: y2024.map((entry) => project(2024, entry)),
  });
