import { useEffect, useState } from "react";
import { Outlet, useLocation, useOutletContext } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { Me } from "#schemas/staff-leads.ts";
import { api } from "./api.ts";
import { copy } from "./copy.ts";
import { rolesAt } from "./navigation.ts";
import { PasskeySetup } from "./pages/passkey-setup.tsx";
import { StaffHeader } from "./staff-header.tsx";

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

  if (!me) return null;
  // Signed in by a code or a link: setting up a passkey is all it opens (docs/decisions/147).
  if (me.passkeyNeeded) return <PasskeySetup />;
  // Moving between pages draws them here without asking the server, whose guard refuses a role the page does not name.
  const roles = rolesAt(location.pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <StaffHeader me={me} />
      <main className="container-page flex-1 py-6">
        {roles !== null && roles !== "public" && !roles.includes(me.role) ? (
          <p role="alert">{copy.forbidden}</p>
        ) : (
          <Outlet context={me} />
        )}
      </main>
    </div>
  );
}

export { Button };
