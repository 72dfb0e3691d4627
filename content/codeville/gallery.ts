import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import {
  graduateLearningPaths,
  heroBlockSchema,
  imageSchema,
  learningSlideSchema,
  sectionHeadingSchema,
  seoSchema,
} from "../blocks.ts";

/**
 * The Codeville galleries (SPEC §2): /codeville/gallery/junior-academy,
 * /codeville/gallery/kids-code-camp, and the full lists of past projects and
 * past graduates. The words the cards and tabs share are in `galleryCopy`.
 */
export const galleryPaths = {
  index: "/codeville/gallery",
  juniorAcademy: "/codeville/gallery/junior-academy",
  kidsCodeCamp: "/codeville/gallery/kids-code-camp",
  pastProjects: "/codeville/gallery/past-projects",
  pastGraduates: "/codeville/gallery/past-graduates",
} as const;

const text = z.string().check(z.minLength(1));

export const galleryCopySchema = z.strictObject({
  yearTabsLabel: text,
  /** SPEC §8: a year without data. */
  emptyYear: text,
  emptyYearImage: imageSchema,
  loadMoreProjects: text,
  loadMoreGraduates: text,
  livePreview: text,
  /** "{age} years old". */
  ageTemplate: text,
  learningPathLabels: z.record(z.enum(graduateLearningPaths), text),
  /** Replaces a graduate's photo that is missing or fails to load (SPEC §8). */
  fallbackPortrait: imageSchema,
  newTab: text,
});

export type GalleryCopy = z.infer<typeof galleryCopySchema>;

export const galleryCopy = galleryCopySchema.parse({
  yearTabsLabel: "Choose a year",
  emptyYear: "Gallery will be uploaded soon",
  emptyYearImage: {
    src: "codeville/gallery/gallery-coming-soon",
    alt: "Illustration of an empty picture frame on an easel, with a paintbrush beside it",
  },
  loadMoreProjects: "Load More Projects",
  loadMoreGraduates: "Load More Graduates",
  livePreview: "Live Preview",
  ageTemplate: "{age} years old",
  learningPathLabels: { game_dev: "Game Development", web_dev: "Web Development" },
  fallbackPortrait: { src: "codeville/gallery/portrait-fallback", alt: "" },
  newTab: "(opens in a new tab)",
});

const galleryHeroSchema = z.strictObject({
  eyebrow: text,
  heading: text,
  text: text,
  /** "We don't just work, we have fun!" (SPEC §2). */
  teaser: text,
  images: z.array(imageSchema).check(z.length(3)),
});

export type GalleryHeroContent = z.infer<typeof galleryHeroSchema>;

const activity = (name: string, alt: string) => ({
  src: `codeville/gallery/activities/${name}`,
  alt,
});
const scene = (name: string, alt: string) => ({ src: `codeville/gallery/scenes/${name}`, alt });

const teaser = "We don't just work, we have fun!";

export const juniorAcademyGallery = z
  .strictObject({
    seo: seoSchema,
    hero: galleryHeroSchema,
    graduates: sectionHeadingSchema,
    projects: sectionHeadingSchema,
  })
  .parse({
    seo: {
      title: `Junior Academy gallery: graduates and projects | Codeville | ${identity.name}`,
      description:
        "Meet the children who finished Junior Academy, open the websites and games they built, and see the games we play between lessons.",
    },
    hero: {
      eyebrow: "Gallery · Junior Academy",
      heading: "Junior Academy in pictures",
      text: "A month of building websites and games, a demo day for the families, and plenty of play in between.",
      teaser,
      images: [
        scene(
          "team-presentation",
          "Illustration of children presenting their game to the class on a big screen",
        ),
        activity("dance-off", "Illustration of children dancing together to music"),
        scene(
          "scratch-class",
          "Illustration of children coding with colourful blocks on their laptops",
        ),
      ],
    },
    graduates: {
      eyebrow: "Past graduates",
      heading: "Faces of our Junior Academy graduates",
      text: "Every year's class, with the path they took. Pick a year to meet them.",
    },
    projects: {
      eyebrow: "Past projects",
      heading: "What they built",
      text: "Websites and games made by our students, live on the web. Pick a year to see them.",
    },
  });

export const kidsCodeCampGallery = z
  .strictObject({
    seo: seoSchema,
    hero: heroBlockSchema,
    /** A photo collage with the same caption as the Junior Academy teaser (SPEC §2). */
    collage: z.strictObject({
      label: text,
      caption: text,
      images: z.array(imageSchema).check(z.length(4)),
    }),
    slider: z.strictObject({
      ...sectionHeadingSchema.shape,
      label: text,
      previous: text,
      next: text,
      /** "{n} of {total}", read out for each slide. */
      slideLabel: text,
      slides: z.array(learningSlideSchema).check(z.minLength(1), z.maxLength(6)),
    }),
  })
  .parse({
    seo: {
      title: `Kids Code Camp gallery | Codeville | ${identity.name}`,
      description:
        "Pictures from Kids Code Camp in Enugu: children learning Scratch, building and programming robot kits, and working as a team.",
    },
    hero: {
      eyebrow: "Gallery · Kids Code Camp",
      heading: "Kids Code Camp in pictures",
      paragraphs: [
        "Four weeks of first programs, first robots and new friends, for children aged 8 to 12.",
      ],
    },
    collage: {
      label: "Photo collage of Kids Code Camp",
      caption: teaser,
      images: [
        scene("scratch-game-demo", "Illustration of a child showing a Scratch game to a friend"),
        activity("balloon-pop", "Illustration of children popping coloured balloons"),
        scene("robot-kit-build", "Illustration of children building a robot from a kit"),
        activity(
          "team-cheer",
          "Illustration of a team of children cheering with their arms raised",
        ),
      ],
    },
    slider: {
      eyebrow: "Learning activities",
      heading: "A day at camp",
      text: "What children do between arriving at ten and going home at three.",
      label: "Learning activities",
      previous: "Previous slide",
      next: "Next slide",
      slideLabel: "{n} of {total}",
      slides: [
        {
          image: scene(
            "scratch-class",
            "Illustration of children coding with colourful blocks on their laptops",
          ),
          overview:
            "Children learn Scratch: they snap code blocks together to make characters move, talk and score points.",
        },
        {
          image: scene(
            "scratch-game-demo",
            "Illustration of a child showing a Scratch game to a friend",
          ),
          overview:
            "By the end of the first week, each child has a small game of their own to show a friend.",
        },
        {
          image: scene("robot-kit-build", "Illustration of children building a robot from a kit"),
          overview:
            "They build robot kits piece by piece: wheels, motors, sensors and a tiny computer.",
        },
        {
          image: scene(
            "robot-programming",
            "Illustration of a child programming a robot from a laptop",
          ),
          overview:
            "Then they program their robots to drive a course, stop at a wall and light up.",
        },
        {
          image: scene(
            "teamwork-planning",
            "Illustration of children planning a project together on sticky notes",
          ),
          overview:
            "Teamwork: groups plan a project together, share the jobs and help each other when stuck.",
        },
        {
          image: scene(
            "team-presentation",
            "Illustration of children presenting their game to the class on a big screen",
          ),
          overview: "On the last day, teams present what they made to their families at demo day.",
        },
      ],
    },
  });

const listPageSchema = z.strictObject({
  seo: seoSchema,
  eyebrow: text,
  heading: text,
  text: text,
  yearsLabel: text,
  /** "{count} projects" or "{count} graduates" under each year's heading. */
  countTemplate: text,
  backLink: z.strictObject({ label: text, link: text }),
  image: imageSchema,
});

export const pastProjectsPage = listPageSchema.parse({
  seo: {
    title: `Past projects of Junior Academy | Codeville | ${identity.name}`,
    description:
      "Every website and game our Junior Academy students built, year by year, each with a live preview.",
  },
  eyebrow: "Gallery · Past projects",
  heading: "Every project, every year",
  text: "Websites and games made by Junior Academy students in Enugu. Open any of them to try it.",
  yearsLabel: "Years",
  countTemplate: "{count} projects",
  backLink: { label: "Back to the Junior Academy gallery", link: galleryPaths.juniorAcademy },
  image: scene(
    "team-presentation",
    "Illustration of children presenting their game to the class on a big screen",
  ),
});

export const pastGraduatesPage = listPageSchema.parse({
  seo: {
    title: `Past graduates of Junior Academy | Codeville | ${identity.name}`,
    description:
      "Every child who finished Junior Academy, year by year: their learning path, their school and their age.",
  },
  eyebrow: "Gallery · Past graduates",
  heading: "Our graduates, every year",
  text: "The children who finished Junior Academy, with the path they took and the school they come from.",
  yearsLabel: "Years",
  countTemplate: "{count} graduates",
  backLink: { label: "Back to the Junior Academy gallery", link: galleryPaths.juniorAcademy },
  image: {
    src: "/images/codeville/graduates.svg",
    alt: "Illustration of smiling children in graduation caps holding certificates and a laptop",
    width: 560,
    height: 460,
  },
});
