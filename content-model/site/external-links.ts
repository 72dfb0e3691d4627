import * as z from "zod/mini";
import { httpsAddressSchema } from "../links.ts";
import { sampleMarker } from "../sample.ts";

/** The addresses outside this site (content/site/external-links.yaml), https only. */
const url = httpsAddressSchema;

const linksShape = {
  learnable: url,
  outsourcing: url,
  blog: url,
  events: url,
  ignite: url,
  sparksCommunity: url,
};

export const externalLinksSchema = z.strictObject({
  ...linksShape,
  sample: sampleMarker(linksShape),
});
