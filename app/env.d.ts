/// <reference types="vite/client" />

/** The build-time variables of schemas/browser-endpoints.ts, defaults applied. */
interface ImportMetaEnv {
  readonly VITE_MAILING_LIST_URL: string;
  readonly VITE_CONTACT_URL: string;
  readonly VITE_EMAIL_API_URL: string;
  readonly VITE_BLOG_FEED_URL: string;
  readonly VITE_BLOG_RSS_URL: string;
  readonly VITE_EMAIL_PUBLIC_KEY: string;
  readonly VITE_EMAIL_SERVICE_ID: string;
  readonly VITE_EMAIL_TEMPLATE_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
