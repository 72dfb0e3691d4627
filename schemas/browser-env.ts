import * as z from "zod/mini";
import {
  blogRssDefault,
  browserEndpointDefaults,
  emailProviderDefaults,
} from "./browser-endpoints.ts";

/**
 * The build-time check of the browser's VITE_* variables. It runs in Node only
 * (vite.config.ts, vitest.config.ts), so the browser never ships this schema.
 */
const endpointUrl = z.string().check(
  z.refine((value) => value.startsWith("/") || URL.canParse(value), {
    error: "must be an absolute URL or a path starting with /",
  }),
);
const identifier = z.string().check(z.minLength(1), z.maxLength(200));

const browserEnvSchema = z.object({
  VITE_MAILING_LIST_URL: z._default(endpointUrl, browserEndpointDefaults.VITE_MAILING_LIST_URL),
  VITE_CONTACT_URL: z._default(endpointUrl, browserEndpointDefaults.VITE_CONTACT_URL),
  VITE_EMAIL_API_URL: z._default(endpointUrl, browserEndpointDefaults.VITE_EMAIL_API_URL),
  VITE_BLOG_FEED_URL: z._default(endpointUrl, browserEndpointDefaults.VITE_BLOG_FEED_URL),
  VITE_BLOG_RSS_URL: z._default(endpointUrl, blogRssDefault.VITE_BLOG_RSS_URL),
  VITE_EMAIL_PUBLIC_KEY: z._default(identifier, emailProviderDefaults.VITE_EMAIL_PUBLIC_KEY),
  VITE_EMAIL_SERVICE_ID: z._default(identifier, emailProviderDefaults.VITE_EMAIL_SERVICE_ID),
  VITE_EMAIL_TEMPLATE_ID: z._default(identifier, emailProviderDefaults.VITE_EMAIL_TEMPLATE_ID),
});

export type BrowserEnv = z.infer<typeof browserEnvSchema>;

/**
 * Parses the build-time variables, empty strings counting as unset. Runs in
 * Node at build time only, so the browser never ships this schema.
 */
export function parseBrowserEnv(env: Record<string, string | boolean | undefined>): BrowserEnv {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => typeof value === "string" && value !== ""),
  );
  const result = browserEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid browser endpoint configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/**
 * The parsed variables as Vite `define` entries, so the browser code reads
 * `import.meta.env.VITE_…` with the defaults already applied.
 */
export function browserEnvDefines(env: Record<string, string | boolean | undefined>) {
  return Object.fromEntries(
    Object.entries(parseBrowserEnv(env)).map(([name, value]) => [
      `import.meta.env.${name}`,
      JSON.stringify(value),
    ]),
  );
}
