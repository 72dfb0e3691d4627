import { useEffect, useState } from "react";
import { NavLink, Outlet, useLocation, useOutletContext } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { Me } from "#schemas/staff-leads.ts";
import { api, authClient } from "./api.ts";
import { copy, roleNames } from "./copy.ts";
import { staffNavigation } from "./navigation.ts";
import { PasskeySetup } from "./pages/passkey-setup.tsx";

export type { Me };

/** The signed-in person, for the pages inside the layout. */
export function useMe(): Me {
  return useOutletContext<Me>();
}

/** The frame of every signed-in page: who is signed in, the sections their role opens, sign-out. */
export function StaffLayout() {
  const [me, setMe] = useState<Me | null>(null);
  const location = useLocation();
  useEffect(() => {
    void api<Me>("/api/me").then(setMe);
  }, []);

  async function signOut() {
    await authClient.signOut();
    window.location.assign("/sign-in");
  }

  if (!me) return null;
  // Signed in by a code or a link: setting up a passkey is all it opens (docs/decisions/147).
  if (me.passkeyNeeded) return <PasskeySetup />;
  const allowed = staffNavigation.find(
    (item) => item.to !== "/" && location.pathname.startsWith(item.to),
  );
  return (
    <div className="flex min-h-dvh flex-col">
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
                    reloadDocument={item.reloadDocument}
                    className="rounded-pill text-small aria-[current=page]:bg-on-night aria-[current=page]:text-night inline-flex min-h-11 items-center px-4 font-semibold whitespace-nowrap"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      <main className="container-page flex-1 py-6">
        {allowed && !allowed.roles.includes(me.role) ? (
          <p role="alert">{copy.forbidden}</p>
        ) : (
          <Outlet context={me} />
        )}
      </main>
    </div>
  );
}

export { Button };
