import * as z from "zod/mini";
import { personSchema } from "../blocks.ts";

/**
 * The executive team on /about (image, name and role per member, SPEC §2).
 * These people are sample data for the editors to replace (DECISIONS.md).
 */
export const executiveTeam = z.array(personSchema).parse([
  {
    name: "Chinedu Eze",
    role: "Chief Executive Officer",
    bio: "Started the hub in 2017 after a decade building payment software in Lagos.",
  },
  {
    name: "Ngozi Okonkwo",
    role: "Director of Programmes",
    bio: "A former secondary-school maths teacher who designs every curriculum we run.",
  },
  {
    name: "Emeka Nwosu",
    role: "Head of Startzone",
    bio: "Has coached more than fifty founders from first idea to first paying customer.",
  },
  {
    name: "Adaeze Obi",
    role: "Lead Instructor, Codeville",
    bio: "Teaches Scratch, robotics and web basics, and runs the Junior Academy tracks.",
  },
  {
    name: "Ifeoma Chukwu",
    role: "Programme Manager, Sparks",
    bio: "Product designer who pairs every Sparks learner with a mentor from the industry.",
  },
  {
    name: "Tochukwu Ani",
    role: "Head of Engineering",
    bio: "Leads the outsourcing team that turns our graduates into working engineers.",
  },
]);
