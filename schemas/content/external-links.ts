import * as z from "zod/mini";
import { httpsAddressSchema } from "./links.ts";

/** The addresses outside this site (content/site/external-links.yaml), https only. */
const url = httpsAddressSchema;

export const externalLinksSchema = z.strictObject({
  learnable: url,
  outsourcing: url,
  blog: url,
  events: url,
  ignite: url,
  sparksApplication: url,
  sparksCommunity: url,
  codevilleWaitlist: url,
});
