import { Menu, X } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import type { Me } from "#schemas/staff-leads.ts";
import { authClient } from "./api.ts";
import { copy, roleNames } from "./copy.ts";
import { sectionAt, staffNavigation } from "./navigation.ts";

async function signOut() {
  await authClient.signOut();
  window.location.assign("/sign-in");
}

type HeaderProps = { me: Me; leavingEditor: boolean };

function SignedInAs({ me }: { me: Me }) {
  return (
    <p className="text-small text-on-night-muted wrap-anywhere">
      {me.email} · {roleNames[me.role]}
    </p>
  );
}

function SignOutButton() {
  return (
    <button
      type="button"
      onClick={signOut}
      className="rounded-pill text-small min-h-11 shrink-0 border border-current px-4 font-semibold whitespace-nowrap"
    >
      {copy.nav.signOut}
    </button>
  );
}

/** The sections the person's role opens, in a row or (folded) one a line. */
function SectionLinks({ me, leavingEditor, column }: HeaderProps & { column: boolean }) {
  return (
    <ul className={column ? "flex flex-col gap-1" : "flex flex-wrap gap-1 pb-2"}>
      {staffNavigation
        .filter((item) => item.roles.includes(me.role))
        .map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              // A section with another under it (People, Lead mails) is current on its own page only.
              end={staffNavigation.some((other) =>
                other.to.startsWith(`${item.to === "/" ? "" : item.to}/`),
              )}
              reloadDocument={leavingEditor || item.reloadDocument}
              className="rounded-pill text-small aria-[current=page]:bg-on-night aria-[current=page]:text-night inline-flex min-h-11 items-center px-4 font-semibold whitespace-nowrap"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

function FullHeader({ me, leavingEditor }: HeaderProps) {
  return (
    <>
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="font-bold">{copy.product}</p>
        <div className="flex items-center gap-3">
          <SignedInAs me={me} />
          <SignOutButton />
        </div>
      </div>
      <nav aria-label={copy.nav.sections} className="container-page">
        <SectionLinks me={me} leavingEditor={leavingEditor} column={false} />
      </nav>
    </>
  );
}

/**
 * On a phone, outside the editor (issue 32, item 7): the sections, who is
 * signed in and sign-out folded into a native disclosure, "Menu" and the
 * section the page is in, which opens and closes with or without
 * JavaScript. An admin's eight sections took 250 px above every page.
 */
function DisclosureHeader({ me }: { me: Me }) {
  const { pathname } = useLocation();
  const here = sectionAt(pathname);
  return (
    <nav aria-label={copy.nav.sections} className="container-page">
      {/* A section opened from the menu is drawn with the menu folded again. */}
      <details key={pathname} className="group">
        <summary className="flex min-h-13 cursor-pointer list-none items-center gap-2 py-1 [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden="true" className="size-6 shrink-0 group-open:hidden" />
          <X aria-hidden="true" className="hidden size-6 shrink-0 group-open:block" />
          <span className="font-semibold">{copy.nav.menuShort}</span>
          {here ? (
            <>
              {" "}
              <span aria-hidden="true" className="text-on-night-muted">
                ·
              </span>{" "}
              <span className="font-bold">{here.label}</span>
            </>
          ) : null}
        </summary>
        <div className="pb-4">
          <SectionLinks me={me} leavingEditor={false} column />
          <div className="border-night-soft mt-2 flex flex-col items-start gap-2 border-t-2 pt-3">
            <SignedInAs me={me} />
            <SignOutButton />
          </div>
        </div>
      </details>
    </nav>
  );
}

/**
 * One slim row: a menu button and the section the person is in. The
 * sections, who is signed in and sign-out unfold under it, a native popover
 * (the browser closes it on Escape or a tap outside, and gives focus back to
 * the button); the site's own CSS swaps the button's icon while it is open.
 */
function FoldedHeader({ me, leavingEditor }: HeaderProps) {
  const { pathname } = useLocation();
  const here = sectionAt(pathname);
  return (
    <div className="container-page flex items-center gap-2 py-1">
      <button
        type="button"
        popoverTarget="staff-menu"
        aria-label={copy.nav.menu}
        className="rounded-pill hover:bg-night-soft inline-flex size-11 shrink-0 items-center justify-center"
      >
        <Menu aria-hidden="true" className="menu-closed-icon size-6" />
        <X aria-hidden="true" className="menu-open-icon size-6" />
      </button>
      <nav
        id="staff-menu"
        popover="auto"
        aria-label={copy.nav.sections}
        className="popover-menu bg-night text-on-night shadow-raised fixed inset-x-0 top-13 bottom-auto m-0 max-h-[calc(100dvh-3.25rem)] w-full overflow-y-auto px-5 pt-1 pb-4"
      >
        <SectionLinks me={me} leavingEditor={leavingEditor} column />
        <div className="border-night-soft mt-2 flex flex-col items-start gap-2 border-t-2 pt-3">
          <SignedInAs me={me} />
          <SignOutButton />
        </div>
      </nav>
      <p className="font-bold">{here?.label ?? copy.product}</p>
    </div>
  );
}

/**
 * The staff side's header: who is signed in, the sections their role opens
 * (staff/navigation.ts), sign-out. Every signed-in page has it, the content
 * editor's too; from the editor every link loads a new page, so the page
 * opened gets its own, stricter policy and the editor's code is left behind.
 * The editor fills the window's height with panes of its own, so there,
 * below 1024 px (phones, tablets upright), the header folds into one row
 * whose menu opens over the panes; elsewhere, below 768 px, it folds into
 * a disclosure that pushes the page down, and scrolls away with it.
 */
export function StaffHeader({ me, inEditor = false }: { me: Me; inEditor?: boolean }) {
  if (!inEditor) {
    return (
      <header className="bg-night text-on-night">
        <div className="md:hidden">
          <DisclosureHeader me={me} />
        </div>
        <div className="hidden md:block">
          <FullHeader me={me} leavingEditor={false} />
        </div>
      </header>
    );
  }
  return (
    <header className="bg-night text-on-night">
      <div className="lg:hidden">
        <FoldedHeader me={me} leavingEditor />
      </div>
      <div className="hidden lg:block">
        <FullHeader me={me} leavingEditor />
      </div>
    </header>
  );
}
