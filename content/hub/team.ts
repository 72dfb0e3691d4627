import * as z from "zod/mini";
import { personSchema } from "../blocks.ts";

/**
 * A portrait, content/hub/team/<name>.svg (drawn by scripts/draw-portraits.ts)
 * or a photo of the same name dropped beside it. The name printed under it
 * says who it is, so the picture itself is not announced again.
 */
const portrait = (file: string) => ({ src: `hub/team/${file}`, alt: "" });

/**
 * The executive team on /about (image, name and role per member, SPEC §2).
 * These people are sample data for the editors to replace (DECISIONS.md).
 */
export const executiveTeam = z.array(personSchema).parse([
  {
    name: "Chinedu Eze",
    portrait: portrait("chinedu-eze"),
    role: "Chief Executive Officer",
    bio: "Started the hub in 2017 after a decade building payment software in Lagos.",
  },
  {
    name: "Ngozi Okonkwo",
    portrait: portrait("ngozi-okonkwo"),
    role: "Director of Programmes",
    bio: "A former secondary-school maths teacher who designs every curriculum we run.",
  },
  {
    name: "Emeka Nwosu",
    portrait: portrait("emeka-nwosu"),
    role: "Head of Startzone",
    bio: "Has coached more than fifty founders from first idea to first paying customer.",
  },
  {
    name: "Adaeze Obi",
    portrait: portrait("adaeze-obi"),
    role: "Lead Instructor, Codeville",
    bio: "Teaches Scratch, robotics and web basics, and runs the Junior Academy tracks.",
  },
  {
    name: "Ifeoma Chukwu",
    portrait: portrait("ifeoma-chukwu"),
    role: "Programme Manager, Sparks",
    bio: "Product designer who pairs every Sparks learner with a mentor from the industry.",
  },
  {
    name: "Tochukwu Ani",
    portrait: portrait("tochukwu-ani"),
    role: "Head of Engineering",
    bio: "Leads the outsourcing team that turns our graduates into working engineers.",
  },
]);
