import * as z from "zod/mini";

/**
 * The words every kids programme card (SPEC §3) adds to its programme's
 * record (content/codeville/programme-cards.yaml). The card's title, ages,
 * description and type are the programme's own (content/codeville/programmes/);
 * its Apply follows the programme's call.
 */
export const programmeCardWordsSchema = z.strictObject({
  /** How the age line reads on the card: "Ages {programme.ageLimit}". */
  ageLabel: z.string().check(z.minLength(1)),
  /** The note under the description. */
  comment: z.string().check(z.minLength(1)),
  /** The link to the programme's page. */
  detailsLabel: z.string().check(z.minLength(1)),
  applyLabel: z.string().check(z.minLength(1)),
});
