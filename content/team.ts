import * as z from "zod/mini";

/**
 * The executive team on /about (image, name and role per member, SPEC §2).
 * These people are sample data for the editors to replace (DECISIONS.md); with
 * no photo, the page draws an initials avatar.
 */
const teamMemberSchema = z.strictObject({
  name: z.string().check(z.minLength(2)),
  role: z.string().check(z.minLength(2)),
  image: z.nullable(z.string()),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;

export const executiveTeam = z.array(teamMemberSchema).parse([
  { name: "Chinedu Eze", role: "Chief Executive Officer", image: null },
  { name: "Ngozi Okonkwo", role: "Director of Programmes", image: null },
  { name: "Emeka Nwosu", role: "Head of Startzone", image: null },
  { name: "Adaeze Obi", role: "Lead Instructor, Codeville", image: null },
  { name: "Ifeoma Chukwu", role: "Programme Manager, Sparks", image: null },
  { name: "Tochukwu Ani", role: "Head of Engineering", image: null },
]);
