import * as z from "zod/mini";
import { sampleMarker } from "./sample.ts";

/** The addresses outside this site (content/site/external-links.yaml), https only. */
const url = z.url({ protocol: /^https$/ });

const linksShape = {
  learnable: url,
  outsourcing: url,
  blog: url,
  events: url,
  ignite: url,
  sparksApplication: url,
  sparksCommunity: url,
  codevilleWaitlist: url,
};

export const externalLinksSchema = z.strictObject({
  ...linksShape,
  sample: sampleMarker(linksShape),
});
