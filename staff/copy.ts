import type { LeadKind, LeadStatus, StaffRole } from "#schemas/staff.ts";

/** The staff UI's words, in one place (content is data: components render it). */
export const copy = {
  product: "Enugu Tech Hub · Staff",
  signIn: {
    title: "Sign in",
    intro: "Use your passkey, or get a one-time code by email.",
    passkey: "Sign in with a passkey",
    emailLabel: "Work email",
    sendCode: "Email me a code",
    codeSent: "If this address has a staff account, a code is on its way. It works for 10 minutes.",
    codeLabel: "Code from the email",
    verify: "Sign in",
    otherAddress: "Use another address",
    passkeyFailed: "The passkey did not work. Try again, or sign in with a code.",
  },
  enrol: {
    title: "Welcome to the staff side",
    intro: "Press continue to sign in with your invitation.",
    continue: "Continue",
    missing: "This link is not complete. Open the whole link from your invitation email.",
    passkeyTitle: "Set up a passkey",
    passkeyIntro:
      "A passkey lets you sign in on this device with your fingerprint, face or screen lock: no password, nothing to type.",
    addPasskey: "Set up a passkey",
    skip: "Not now",
    done: "Your passkey is ready. Next time, sign in with it.",
    failed: "The passkey was not set up. You can try again, or sign in with a code next time.",
  },
  nav: {
    start: "Start",
    leads: "Leads",
    people: "People",
    audit: "Audit log",
    signOut: "Sign out",
  },
  start: {
    title: "This week",
    received: "New in the last 7 days",
    confirmed: "Confirmed subscribers",
    openLeads: "Open the leads",
  },
  leads: {
    title: "Leads",
    filters: "Filter",
    kind: "Kind",
    anyKind: "Every kind",
    status: "Status",
    anyStatus: "Any status",
    from: "From",
    to: "To",
    search: "Name or email",
    apply: "Show",
    clear: "Clear",
    empty: "No leads match.",
    more: "Show more",
    exportCsv: "Export CSV",
    exportJson: "Export JSON",
  },
  lead: {
    back: "All leads",
    received: "Received",
    markHandled: "Mark handled",
    reopen: "Reopen",
    handledBy: "Handled by",
    reply: "Reply by email",
    erase: "Erase this person",
    eraseTitle: "Erase every record of this address",
    eraseIntro:
      "Every lead, mail, signup, application, hiring request and résumé of this address is deleted for good (Nigeria Data Protection Act 2023, right to erasure). Type the address to confirm.",
    eraseConfirm: "Erase for good",
    erased: "Erased.",
    cancel: "Cancel",
    confirmLabel: "Type the address",
    resume: "Download the résumé",
  },
  people: {
    title: "People",
    invite: "Invite someone",
    email: "Email",
    role: "Role",
    send: "Send invitation",
    invited: "Invitation sent.",
    changeRole: "Change role",
    endSessions: "Sign out everywhere",
    remove: "Remove",
    confirmRemove: "Remove the staff account of",
    removed: "Removed; their sessions have ended.",
    roleChanged: "Role changed.",
    sessionsEnded: "Signed out everywhere.",
    passkeys: "passkeys",
    sessions: "active sessions",
  },
  audit: { title: "Audit log", kept: "Entries are kept for", days: "days", more: "Show more" },
  forbidden: "Your role does not open this page.",
  failed: "Something went wrong. Try again.",
} as const;

export const kindNames: Record<LeadKind, string> = {
  contact: "Contact message",
  brochure: "Brochure request",
  mailing: "Mailing list",
  application: "Application",
  "hiring-request": "Hiring request",
};

export const statusNames: Record<LeadStatus, string> = { new: "New", handled: "Handled" };

export const roleNames: Record<StaffRole, string> = {
  admin: "Admin",
  staff: "Staff",
  editor: "Editor",
};
