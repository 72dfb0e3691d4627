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
    toStart: "Go to your start page",
    failed: "The passkey was not set up. You can try again, or sign in with a code next time.",
  },
  nav: {
    start: "Start",
    leads: "Leads",
    people: "People",
    audit: "Audit log",
    content: "Site content",
    publish: "Publish",
    signOut: "Sign out",
  },
  start: {
    title: "Start",
    /** What each role is here for, under the title. */
    greeting: {
      admin: "You run the staff side: the team, the leads and the website.",
      staff:
        "You follow up the people who wrote to the hub: messages, brochure requests, sign-ups, applications.",
      editor: "You look after the website: change it in Site content, then publish it.",
    },
    checklist: {
      title: "Before the website goes live",
      intro: "Each item is ticked by itself once it is true.",
      done: "Done",
      toDo: "To do",
      allDone:
        "Ready: the team is invited, mail goes out from the hub, no sample content is left, and the website has been published.",
      team: "Invite the team",
      teamDone: (people: number) => `${people} people have a staff account.`,
      teamToDo:
        "Only you have an account. Invite the people who follow up leads and edit the website.",
      teamLink: "Open People",
      mail: "Set the mail sender",
      mailNoServer:
        "No mail server is set, so sign-in codes, invitations and brochures wait on the server unsent (SMTP_URL).",
      mailSampleSender: (from: string) =>
        `Mail would go out from the sample sender, ${from}, not the hub's own address (MAIL_FROM).`,
      mailWho: "Your developer sets this in the server's settings.",
      mailDone: (from: string) => `Mail goes out through your mail server, from ${from}.`,
      samples: "Replace every piece of sample content",
      samplesLeft: (left: number) =>
        `${left} ${left === 1 ? "piece" : "pieces"} of the sample content the website came with ${left === 1 ? "is" : "are"} left: replace each in Site content, or confirm it may stay.`,
      samplesDone: "No sample content is left without an admin's word.",
      samplesLink: "See the sample content",
      publish: "Publish once",
      publishToDo: "When the items above are done, publish the website with your content.",
      publishDone: "The website has been published by the team.",
      publishLink: "Open Publish",
    },
    website: {
      title: "The website",
      edit: "Edit the website",
      editIntro: "Pages, programmes, calls, people and pictures are in Site content.",
      waiting: (count: number) =>
        `${count} saved ${count === 1 ? "change is" : "changes are"} not on the website yet.`,
      nothingWaiting: "Every saved change is on the website.",
      githubWaiting: "Each save goes live by itself within a few minutes.",
      publish: "Open Publish",
      samples: (left: number) =>
        `${left} ${left === 1 ? "piece" : "pieces"} of sample content left to replace.`,
      samplesLink: "See the sample content",
    },
    leads: {
      title: "Leads to follow up",
      open: "Open the new leads",
    },
    received: "New in the last 7 days",
    confirmed: "Confirmed subscribers",
    people: {
      title: "The team",
      intro: "Invite people, change their role, or sign them out everywhere.",
      link: "Open People",
    },
  },
  samples: {
    title: "Sample content",
    intro:
      "The website came with sample content so that it looks finished: a made-up phone number, application forms that lead nowhere, drawn people and companies. Replace each piece in Site content; this list gets shorter as you save.",
    enforced:
      "Publishing waits until each piece is replaced, or an admin has confirmed it may stay as it is.",
    notEnforced:
      "This copy of the website is not public, so Publish does not wait for this list; the public website will.",
    none: "No sample content is left.",
    left: (left: number) => `${left} left`,
    open: "Open in Site content",
    keep: "Keep as it is",
    keepHint: "Admins only: the website may show these values as they are.",
    confirmed: (by: string, at: string) => `Kept as it is by ${by}, ${at}.`,
    undo: "Undo",
    kept: "Kept: it no longer holds Publish back.",
    undone: "Undone: it holds Publish back again.",
    onPublish: (left: number) =>
      `${left} ${left === 1 ? "piece" : "pieces"} of sample content ${left === 1 ? "is" : "are"} still on the website.`,
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

export const roleNames: Record<StaffRole, string> = {
  admin: "Admin",
  staff: "Staff",
  editor: "Editor",
};
