import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon.tsx";
import type { CallToAction } from "#content-model/blocks.ts";

/** A way back to the parent page, above a page's hero. */
export function BackLink({ cta }: { cta: CallToAction }) {
  return (
    <div className="bg-hero text-on-hero">
      <div className="container-page pt-6">
        <Link
          to={cta.link}
          className="rounded-pill text-on-hero -ml-3 inline-flex min-h-11 items-center gap-2 px-3 font-semibold hover:bg-white/10"
        >
          <Icon name="arrow-left" className="size-5" />
          {cta.label}
        </Link>
      </div>
    </div>
  );
}
