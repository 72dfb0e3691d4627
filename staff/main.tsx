import { lazy, type ReactElement, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Route, Routes } from "react-router";
import { type StaffPageId, staffPageList } from "#schemas/staff-pages.ts";
import { AccountPage } from "./pages/account-page.tsx";
import { AuditPage } from "./pages/audit-page.tsx";
import { EnrolPage } from "./pages/enrol-page.tsx";
import { LeadMailsPage } from "./pages/lead-mails-page.tsx";
import { LeadPage } from "./pages/lead-page.tsx";
import { LeadsPage } from "./pages/leads-page.tsx";
import { PeoplePage } from "./pages/people-page.tsx";
import { PreviewEntryPage } from "./pages/preview-entry-page.tsx";
import { PreviewMissingPage } from "./pages/preview-missing-page.tsx";
import { PublishPage } from "./pages/publish-page.tsx";
import { SamplesPage } from "./pages/samples-page.tsx";
import { SignInPage } from "./pages/sign-in-page.tsx";
import { StartPage } from "./pages/start-page.tsx";
import { StaffLayout } from "./staff-layout.tsx";

// Keystatic is most of the editor's weight: only editors opening it load it.
const EditorPage = lazy(() =>
  import("./pages/editor-page.tsx").then((module) => ({ default: module.EditorPage })),
);

/** What each page of the table (schemas/staff-pages.ts) draws. */
const pageElements: Record<StaffPageId, ReactElement> = {
  signIn: <SignInPage />,
  enrol: <EnrolPage />,
  start: <StartPage />,
  leads: <LeadsPage />,
  lead: <LeadPage />,
  leadMails: <LeadMailsPage />,
  people: <PeoplePage />,
  audit: <AuditPage />,
  editor: (
    <Suspense fallback={null}>
      <EditorPage />
    </Suspense>
  ),
  publish: <PublishPage />,
  samples: <SamplesPage />,
  previewEntry: <PreviewEntryPage />,
  previewMissing: <PreviewMissingPage />,
  account: <AccountPage />,
};

/**
 * Pages drawn without the signed-in frame: signing in and enrolling have no
 * one signed in yet, and the editor draws the header itself around Keystatic.
 */
const ownFrame: ReadonlySet<StaffPageId> = new Set(["signIn", "enrol", "editor"]);

const routeOf = ({ id, path }: { id: StaffPageId; path: string }) => (
  <Route key={id} path={path} element={pageElements[id]} />
);

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          {staffPageList.filter(({ id }) => ownFrame.has(id)).map(routeOf)}
          <Route element={<StaffLayout />}>
            {staffPageList.filter(({ id }) => !ownFrame.has(id)).map(routeOf)}
          </Route>
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
