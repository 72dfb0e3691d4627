import { NavLink } from "react-router";
import type { Me } from "#schemas/staff-leads.ts";
import { authClient } from "./api.ts";
import { copy, roleNames } from "./copy.ts";
import { staffNavigation } from "./navigation.ts";

async function signOut() {
  await authClient.signOut();
  window.location.assign("/sign-in");
}

/**
 * The staff side's header: who is signed in, the sections their role opens
 * (staff/navigation.ts), sign-out. Every signed-in page has it, the content
 * editor's too; from the editor every link loads a new page, so the page
 * opened gets its own, stricter policy and the editor's code is left behind.
 */
export function StaffHeader({ me, leavingEditor = false }: { me: Me; leavingEditor?: boolean }) {
  return (
    <header className="bg-night text-on-night">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="font-bold">{copy.product}</p>
        <div className="flex items-center gap-3">
          <p className="text-small text-on-night-muted wrap-anywhere">
            {me.email} · {roleNames[me.role]}
          </p>
          <button
            type="button"
            onClick={signOut}
            className="rounded-pill text-small min-h-11 shrink-0 border border-current px-4 font-semibold whitespace-nowrap"
          >
            {copy.nav.signOut}
          </button>
        </div>
      </div>
      <nav aria-label="Staff sections" className="container-page">
        <ul className="flex flex-wrap gap-1 pb-2">
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
      </nav>
    </header>
  );
}
