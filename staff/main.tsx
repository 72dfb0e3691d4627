import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Route, Routes } from "react-router";
import { AccountPage } from "./pages/account-page.tsx";
import { AuditPage } from "./pages/audit-page.tsx";
import { EnrolPage } from "./pages/enrol-page.tsx";
import { LeadMailsPage } from "./pages/lead-mails-page.tsx";
import { LeadPage } from "./pages/lead-page.tsx";
import { LeadsPage } from "./pages/leads-page.tsx";
import { PeoplePage } from "./pages/people-page.tsx";
import { PreviewEntryPage } from "./pages/preview-entry-page.tsx";
import { PublishPage } from "./pages/publish-page.tsx";
import { SamplesPage } from "./pages/samples-page.tsx";
import { SignInPage } from "./pages/sign-in-page.tsx";
import { StartPage } from "./pages/start-page.tsx";
import { StaffLayout } from "./staff-layout.tsx";

// Keystatic is most of the editor's weight: only editors opening it load it.
const EditorPage = lazy(() =>
  import("./pages/editor-page.tsx").then((module) => ({ default: module.EditorPage })),
);

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/enrol" element={<EnrolPage />} />
          <Route
            path="/keystatic/*"
            element={
              <Suspense fallback={null}>
                <EditorPage />
              </Suspense>
            }
          />
          <Route element={<StaffLayout />}>
            <Route index element={<StartPage />} />
            <Route path="leads" element={<LeadsPage />} />
            <Route path="leads/:kind/:id" element={<LeadPage />} />
            <Route path="people" element={<PeoplePage />} />
            <Route path="people/me" element={<LeadMailsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="publish" element={<PublishPage />} />
            <Route path="samples" element={<SamplesPage />} />
            <Route path="preview/entry/*" element={<PreviewEntryPage />} />
            <Route path="account" element={<AccountPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
