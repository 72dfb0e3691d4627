import * as z from "zod/mini";
import { reviewSchema } from "../blocks.ts";

/**
 * Testimonials (SPEC §3, "Review"). Sample data for the editors to replace
 * (DECISIONS.md): the names and schools are not real people's. Portraits are
 * drawn by scripts/draw-gallery.ts.
 */
export const reviews = z
  .array(reviewSchema)
  .check(z.length(3))
  .parse([
    {
      review:
        "My son used to spend his holidays playing games. After Kids Code Camp he spends them making games, and he explains every line to us at dinner.",
      reviewerName: "Mrs Chioma Eze",
      image: { src: "codeville/reviewers/chioma-eze", alt: "" },
      class: "Parent, Kids Code Camp",
      school: "Greenfield Primary School",
      year: 2024,
    },
    {
      review:
        "I built a website for my mum's shop in Junior Academy. The teachers were patient when my code did not work and showed me how to find the bug myself.",
      reviewerName: "Adaeze N.",
      image: { src: "codeville/reviewers/adaeze-n", alt: "" },
      class: "Junior Academy, Web Dev",
      school: "Hilltop Secondary School",
      year: 2024,
    },
    {
      review:
        "We live outside Enugu, so Virtual Camp was perfect. Classes started on time, the instructor knew every child, and the certificate made my daughter so proud.",
      reviewerName: "Mr Emeka Obi",
      image: { src: "codeville/reviewers/emeka-obi", alt: "" },
      class: "Parent, Virtual Camp",
      school: "Riverside College",
      year: 2023,
    },
  ]);
