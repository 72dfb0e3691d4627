import {
  type LeadKind,
  type LeadStatus,
  type StaffRole,
  staffRoles,
  staffRoleWords,
} from "#schemas/staff.ts";

/** The staff UI's words, in one place (content is data: components render it). */
export const copy = {
  product: "Enugu Tech Hub · Staff",
  signIn: {
    title: "Sign in",
    intro:
      "Sign in with your passkey: your phone's or computer's fingerprint, face or screen lock.",
    passkey: "Sign in with a passkey",
    noPasskeyTitle: "No passkey on this device?",
    noPasskeyIntro:
      "Lost your phone, or on a new one? Get a code by email. It lets you set up a new passkey, then you sign in with it.",
    emailLabel: "Work email",
    sendCode: "Email me a code",
    codeSent: "If this address has a staff account, a code is on its way. It works for 10 minutes.",
    codeLabel: "Code from the email",
    verify: "Continue",
    otherAddress: "Use another address",
    passkeyFailed:
      "The passkey did not answer: the browser's window was closed, or this device has no passkey for the staff side. Try again, or get a code by email to set one up.",
  },
  enrol: {
    title: "Welcome to the staff side",
    intro: "Press continue to sign in with your invitation.",
    continue: "Continue",
    missing: "This link is not complete. Open the whole link from your invitation email.",
  },
  passkeySetup: {
    title: "Set up a passkey",
    intro:
      "A passkey lets you sign in with your fingerprint, face or screen lock: no password, nothing to type. You need one to use the staff side.",
    phoneHint:
      "On a computer without one, the browser offers to use your phone instead: choose it, and scan the code it shows with your phone's camera.",
    add: "Set up a passkey",
    failed:
      "The passkey was not set up: the browser's window was closed or timed out. Try again when you are ready.",
    readyTitle: "Your passkey is ready",
    readyIntro: "Sign in with it now; next time, this is all it takes.",
    signIn: "Sign in with your passkey",
    signOut: "Sign out",
  },
  nav: {
    start: "Start",
    leads: "Leads",
    people: "People",
    account: "Your account",
    audit: "Audit log",
    content: "Site content",
    publish: "Publish",
    signOut: "Sign out",
  },
  start: {
    title: "This week",
    received: "New in the last 7 days",
    confirmed: "Confirmed subscribers",
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
    intro: "Everyone who can sign in to the staff side, and what their role lets them do.",
    invite: "Invite someone",
    inviteIntro:
      "They get an email with a link to sign in and set up a passkey. The email says who invited them, their role, and until when the link works.",
    email: "Email",
    role: "Role",
    send: "Send invitation",
    invited: (email: string) => `Invitation sent to ${email}.`,
    you: "You",
    pending: "Invited, not joined yet",
    invitedOn: "Invited",
    by: "by",
    onTheServer: "on the server",
    linkUntil: "The link works until",
    linkEnded: "The link has run out: resend the invitation.",
    joined: "Joined",
    passkeys: (count: number) =>
      count === 0 ? "no passkey" : count === 1 ? "1 passkey" : `${count} passkeys`,
    sessions: (count: number) =>
      count === 0
        ? "not signed in now"
        : count === 1
          ? "signed in on 1 device"
          : `signed in on ${count} devices`,
    resend: "Resend invitation",
    resent: (until: string) =>
      `A new invitation is on its way; its link works until ${until}. The link sent before no longer works.`,
    changeRole: "Change role",
    saveRole: "Save role",
    roleChanged: "Role changed.",
    endSessions: "Sign out everywhere",
    confirmEndSessions: (email: string) => `Sign ${email} out on every device?`,
    sessionsEnded: "Signed out everywhere.",
    remove: "Remove",
    confirmRemove: (email: string) =>
      `Remove the staff account of ${email}? They can no longer sign in.`,
    removed: (email: string) => `${email} is removed; their sessions and passkeys are gone.`,
  },
  account: {
    title: "Your account",
    intro: "Your passkeys and where you are signed in. Remove anything you do not recognise.",
    passkeys: "Your passkeys",
    noPasskeys:
      "You have no passkey. Add one now, or you will need a code from email to set one up next time.",
    added: "Added",
    lastUsed: "last used",
    neverUsed: "not used yet",
    add: "Add a passkey",
    addHint: "For another phone or computer you use: add it there, on that device.",
    addedNotice: "Passkey added. We emailed you about it, as we do for every new passkey.",
    signInAgainToAdd:
      "Adding a passkey needs a sign-in in the last 10 minutes, so that nobody at an unlocked screen can add their own.",
    signInAgain: "Sign in again",
    remove: "Remove",
    confirmRemove: (name: string) => `Remove the passkey "${name}"? It will no longer sign you in.`,
    removed: "Passkey removed.",
    sessions: "Where you are signed in",
    signedIn: "Signed in",
    lastSeen: "last seen",
    thisDevice: "This device",
    byCode: "with a code from email",
    end: "Sign out there",
    ended: "Signed out there.",
    unnamed: "Passkey",
    failed:
      "The passkey was not added: the browser's window was closed or timed out. Try again when you are ready.",
  },
  audit: { title: "Audit log", kept: "Entries are kept for", days: "days", more: "Show more" },
  publish: {
    title: "Publish",
    intro:
      "Changes you save in the editor are not on the website yet. Publish checks them, builds the whole site again and puts it live in about a minute. Until then, visitors see the site as it was.",
    waiting: "Changes waiting to be published",
    nothingWaiting: "Every saved change is live.",
    publish: "Publish now",
    queued: "Publish is queued: it starts when the build before it ends.",
    latest: "Latest publish",
    history: "Recent builds",
    versions: "Versions you can go back to",
    versionsIntro:
      "The site keeps its last five versions. Going back puts an earlier version live at once; the editor's content stays as it is, so publish again to bring your changes back.",
    live: "Live now",
    goBack: "Go back to this version",
    confirmGoBack: "Put this earlier version of the site live?",
    wentBack: "Going back: the earlier version is live in a moment.",
    failedBecause: "It did not go live; the website stays as it was.",
    whatStopped: "What stopped it",
    whatToDo: "Fix this in Site content, save, and publish again.",
    /** The build's steps (server/publish/build-steps.ts) in the staff's words; another step shows its own name. */
    steps: {
      content: "copying the content",
      "content check": "checking the content",
      "prepare-assets": "preparing the pictures",
      "react-router build": "building the pages",
      "finish-site": "making the brochure, share pictures and compressed pages",
      "check:release": "checking the page sizes and links",
      switching: "putting the new version live",
    } as Record<string, string>,
    during: "while",
    by: "by",
    dailyRebuild: "the daily rebuild",
    added: "new",
    changed: "changed",
    removed: "removed",
    kinds: { publish: "Publish", rebuild: "Daily rebuild", rollback: "Going back" },
    statuses: {
      queued: "Waiting",
      building: "In progress",
      published: "Live",
      failed: "Failed",
    },
  },
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

export const roleNames = Object.fromEntries(
  staffRoles.map((role) => [role, staffRoleWords[role].name]),
) as Record<StaffRole, string>;
