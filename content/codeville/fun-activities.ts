import * as z from "zod/mini";
import { hubFacts } from "#schemas/content/hub-facts.server.ts";
import { imageSchema, sectionHeadingSchema } from "../blocks.ts";

/**
 * "Other Fun Activities" (SPEC §2, Screen details): three frames of pictures
 * that rotate on their own (8, 9 and 9 pictures, SPEC §3) and three text
 * cards. Shown on the kids' landing page and on both gallery pages. The
 * scenes are drawn by scripts/draw-gallery.ts beside this file.
 */
export const funActivitiesSchema = z.strictObject({
  ...sectionHeadingSchema.shape,
  anchor: z.optional(z.string()),
  /** Shown in a frame until its picture has loaded. */
  loadingCaption: z.string(),
  controls: z.strictObject({ pause: z.string(), play: z.string(), frame: z.string() }),
  frames: z.tuple([z.array(imageSchema), z.array(imageSchema), z.array(imageSchema)]),
  cards: z.array(z.strictObject({ heading: z.string(), text: z.string() })).check(z.length(3)),
});

export type FunActivitiesContent = z.infer<typeof funActivitiesSchema>;

const scene = (name: string, alt: string) => ({ src: `codeville/gallery/activities/${name}`, alt });

export const funActivities = funActivitiesSchema.parse({
  anchor: "fun-activities",
  eyebrow: "Learning through play",
  heading: "Other Fun Activities",
  text: "Between coding sessions, instructors run classroom games with a purpose.",
  loadingCaption: "Image is loading...",
  controls: {
    pause: "Pause the pictures",
    play: "Play the pictures",
    frame: "Fun activities, frame {n} of 3",
  },
  frames: [
    [
      scene("tug-of-war", "Two teams of children pulling a rope in a tug of war"),
      scene("relay-race", "Children running a relay race, passing a baton"),
      scene("musical-chairs", "Children walking round a ring of chairs in musical chairs"),
      scene("simon-says", "Children copying an instructor's pose in Simon says"),
      scene("card-game", "Children sitting round a table playing a card game"),
      scene("ball-pass", "Children in a circle passing a ball"),
      scene("dance-off", "Children dancing together to music"),
      scene("puzzle-race", "Two teams racing to finish a jigsaw puzzle"),
    ],
    [
      scene("board-game", "Children playing a board game with dice"),
      scene("balloon-pop", "Children popping coloured balloons"),
      scene("sack-race", "Children hopping in a sack race"),
      scene("treasure-hunt", "Children following a map on a treasure hunt"),
      scene("chess-match", "Two children playing chess while a friend watches"),
      scene("drawing-game", "A child drawing on a board while others guess"),
      scene("hula-hoop", "Children spinning hula hoops"),
      scene("team-cheer", "A team of children cheering with their arms raised"),
      scene("jump-rope", "Children skipping with a long rope"),
    ],
    [
      scene("robot-race", "Children racing small robots across the floor"),
      scene("block-tower", "Children building a tall tower of blocks"),
      scene("quiz-buzzer", "Children pressing buzzers in a quiz"),
      scene("paper-planes", "Children throwing paper planes"),
      scene("charades", "A child acting out a word in charades"),
      scene("clap-game", "Two children playing a clapping game"),
      scene("bean-bag-toss", "Children tossing bean bags into a target"),
      scene("story-circle", "Children sitting in a circle telling a story"),
      scene("hide-and-seek", "A child counting while friends hide"),
    ],
  ],
  cards: [
    {
      heading: "Games keep children motivated",
      text: "Classroom games organised by adults lift children's motivation to learn and to keep going when a task gets hard.",
    },
    {
      heading: "Games teach how to work together",
      text: "Teamwork, taking turns, respect, listening and fair play: children practise them every day without a lecture.",
    },
    {
      heading: "Fun is how learning sticks",
      text: `${hubFacts.learning.learnersValueFunPercent}% of learners value fun in learning, and gamification can raise productivity by up to ${hubFacts.learning.gamificationProductivityGainPercent}%.`,
    },
  ],
});
