import plugin from "tailwindcss/plugin";
import { site } from "../config/site.ts";

/**
 * The width thresholds of SPEC §9 as Tailwind breakpoints, so the stylesheet
 * and the code share one value and layouts switch before any JavaScript runs:
 * `nav:` is the desktop navigation (mobile at 1155 px or less), `faq-wide:`
 * the long FAQ tab titles (from 680 px), `graduates-wide:` the full graduates
 * list (from 540 px).
 */
export default plugin(() => undefined, {
  theme: {
    extend: {
      screens: {
        nav: `${site.mobileNavMaxWidthPx + 1}px`,
        "faq-wide": `${site.narrowFaqTitleBelowPx}px`,
        "graduates-wide": `${site.mobileGraduatesBelowPx}px`,
      },
    },
  },
});
