import * as z from "zod/mini";
import { identity } from "#schemas/content/identity.server.ts";
import { seoSchema, testimonialSchema, videoSchema } from "../blocks.ts";

/**
 * /codeville/testimonials (SPEC §2): a video per year behind year tabs (2022,
 * 2023, 2024; the 2019 video is kept in content with no tab) and parents'
 * words in three columns of up to four. Sample content for the editors to
 * replace. The videos are made from frames the project draws, by
 * scripts/make-videos.ts, which reads the cues below for the frames and the
 * captions; the files ship in public/videos/codeville/.
 */
const video = (year: number, title: string, cues: [number, number, string][]) => ({
  year,
  title,
  src: `/videos/codeville/demo-day-${year}.mp4`,
  poster: { src: `codeville/testimonials/demo-day-${year}`, alt: "" },
  captions: `/videos/codeville/demo-day-${year}.en.vtt`,
  width: 640,
  height: 360,
  cues: cues.map(([start, end, text]) => ({ start, end, text })),
});

export const testimonialsPage = z
  .strictObject({
    seo: seoSchema,
    eyebrow: z.string(),
    heading: z.string(),
    text: z.string(),
    videosLabel: z.string(),
    captionsLabel: z.string(),
    /** Shown inside <video> by browsers that cannot play it. */
    videoFallback: z.string(),
    videos: z.array(videoSchema),
    parents: z.strictObject({
      eyebrow: z.string(),
      heading: z.string(),
      text: z.string(),
      testimonials: z.array(testimonialSchema).check(z.minLength(1), z.maxLength(12)),
    }),
  })
  .parse({
    seo: {
      title: `Testimonials from Codeville families | ${identity.name}`,
      description:
        "Demo day videos from 2022, 2023 and 2024, and what parents say about Codeville's coding programmes for children in Enugu.",
    },
    eyebrow: "Testimonials",
    heading: "Hear it from the families",
    text: "Each year ends with a demo day. Watch the children present, then read what their parents told us.",
    videosLabel: "Demo day videos by year",
    captionsLabel: "English",
    videoFallback: "Your browser cannot play this video. Download it instead:",
    videos: [
      video(2019, "Demo day 2019", [
        [0, 2.5, "Codeville demo day, 2019."],
        [2.5, 5, "Our first class showed their Scratch games."],
        [5, 8, "Thank you, parents, for coming!"],
      ]),
      video(2022, "Demo day 2022", [
        [0, 2.5, "Codeville demo day, 2022."],
        [2.5, 5, "Children presented games and their first robots."],
        [5, 8, "See you at the next camp!"],
      ]),
      video(2023, "Demo day 2023", [
        [0, 2.5, "Codeville demo day, 2023."],
        [2.5, 5, "Ten projects went live on the web."],
        [5, 8, "Proud parents, proud instructors."],
      ]),
      video(2024, "Demo day 2024", [
        [0, 2.5, "Codeville demo day, 2024."],
        [2.5, 5, "Fourteen websites and games, built by children."],
        [5, 8, "Well done, class of 2024!"],
      ]),
    ],
    parents: {
      eyebrow: "Parents",
      heading: "What parents tell us",
      text: "Unedited words from parents of children who finished a Codeville programme.",
      testimonials: [
        {
          name: "Mrs Ngozi Okeke",
          content:
            "Amara now asks to build websites instead of watching cartoons. She made one for her aunty's shop and they use it.",
        },
        {
          name: "Mr Chidi Nnaji",
          content:
            "The instructors were patient with a shy boy. By demo day he was explaining his game to a room of adults.",
        },
        {
          name: "Mrs Ifeoma Ani",
          content:
            "Clear communication all month: we always knew what the children were learning and what to practise at home.",
        },
        {
          name: "Dr Emeka Okafor",
          content:
            "I was worried about screen time. Half the day was games, robots and teamwork, and he came home tired and happy.",
        },
        {
          name: "Mrs Adaora Udeh",
          content:
            "Nkechi left with real skills and real friends. She still meets her camp group on Saturdays to code together.",
        },
        {
          name: "Mr Obinna Mbah",
          content:
            "Good value for a month. The free hub access after the programme is a bonus we did not expect.",
        },
        {
          name: "Mrs Uju Ezema",
          content:
            "My twins took different paths, one web and one games. Both were challenged at their own level.",
        },
        {
          name: "Mr Kenechukwu Orji",
          content:
            "The demo day was the proudest hour of our year. Every child presented, even the youngest.",
        },
        {
          name: "Mrs Chinwe Attah",
          content:
            "The classes started on time and the hub is safe and clean. That matters to a parent.",
        },
        {
          name: "Mr Ikechukwu Ezeani",
          content:
            "Ngozi learnt to break a big problem into small ones. Her teachers at school have noticed it too.",
        },
        {
          name: "Mrs Amaka Chime",
          content:
            "We live far from the hub but the schedule of ten to three made the drive worth it.",
        },
        {
          name: "Mrs Nkiru Nwafor",
          content:
            "Adaobi came home every day with something new to show us. We are signing up her brother next year.",
        },
      ],
    },
  });
