import { lazy, Suspense, useState } from "react";
import { Icon } from "#app/components/icons/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import type { CallBannerContent } from "#content-model/startzone/pages.ts";
import { CallDetails } from "./call-details.tsx";

const CallModal = lazy(() =>
  import("./call-modal.tsx").then((module) => ({ default: module.CallModal })),
);

/**
 * The Startzone layout's call-for-applications banner (SPEC §2, §4): open, or
 * closed into a compact button with a learn-more icon; its "Learn more" opens
 * the call's details in a modal. Before the JavaScript arrives, Apply Now is
 * a real link, Learn more expands the same details in place (a `<details>`),
 * and the close button, which needs React, keeps its place but stays hidden.
 * Closing lasts while the visitor moves between Startzone pages.
 */
export function CallBanner({ call }: { call: CallBannerContent }) {
  const [closed, setClosed] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  // Once opened, the modal stays mounted so that closing it returns focus.
  const [modalUsed, setModalUsed] = useState(false);
  const openModal = () => {
    setModalUsed(true);
    setModalOpen(true);
  };

  return (
    <>
      {closed ? (
        <button
          type="button"
          onClick={openModal}
          className="rounded-pill bg-hero text-on-hero shadow-raised hover:bg-brand-strong fixed bottom-4 left-4 z-40 inline-flex min-h-11 items-center gap-2 py-2 pr-5 pl-3 font-semibold"
        >
          <Icon name="info" className="text-accent size-6" />
          {call.compactLabel}
        </button>
      ) : (
        <section aria-label={call.label} className="bg-hero text-on-hero relative">
          <div className="container-page flex flex-wrap items-center gap-x-5 gap-y-3 py-3 md:pr-16">
            <p className="min-w-0 flex-1 basis-72 pr-10 md:pr-0">
              <span className="text-accent text-eyebrow mr-2 uppercase">{call.label}</span>
              <span className="font-semibold">{call.headline}</span>
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <SmartLink
                href={call.applyLink}
                external={call.applyExternal}
                className={buttonClasses({ variant: "accent" }, "min-h-10 py-2")}
              >
                {call.applyLabel}
                {call.applyExternal ? <Icon name="arrow-external" /> : null}
              </SmartLink>
              <details className="group/learn open:basis-full">
                {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button; once hydrated its click opens the modal instead of the panel */}
                <summary
                  onClick={(event) => {
                    event.preventDefault();
                    openModal();
                  }}
                  className={buttonClasses(
                    { variant: "outlineOnHero" },
                    "min-h-10 cursor-pointer list-none py-2 max-sm:[&_svg]:hidden [&::-webkit-details-marker]:hidden",
                  )}
                >
                  {call.learnMoreLabel}
                  <Icon name="info" />
                </summary>
                <div className="rounded-card bg-surface text-ink mt-3 p-5 sm:p-6">
                  <h2 className="text-h3 mb-4">{call.details.title}</h2>
                  <CallDetails call={call} />
                </div>
              </details>
            </div>
          </div>
          <button
            type="button"
            aria-label={call.closeLabel}
            onClick={() => setClosed(true)}
            className="needs-hydration rounded-pill absolute top-2 right-2 inline-flex size-11 items-center justify-center hover:bg-white/10 md:right-4"
          >
            <Icon name="close" className="size-5" />
          </button>
        </section>
      )}
      {modalUsed ? (
        <Suspense fallback={null}>
          <CallModal call={call} open={modalOpen} onOpenChange={setModalOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
