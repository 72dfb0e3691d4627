import { type StaffRole, staffRoles, staffRoleWords } from "#schemas/staff.ts";
import { staffHeaderWords } from "#schemas/staff-sections.ts";

/** The staff UI's words (content is data: components render it); the inbox's are in inbox-copy.ts. */
export const copy = {
  product: staffHeaderWords.product,
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
  /** The sections' names are the table of staff pages' (schemas/staff-pages.ts). */
  nav: {
    signOut: staffHeaderWords.signOut,
    sections: staffHeaderWords.sections,
    /** The button that unfolds the sections on a phone, in the editor. */
    menu: "Menu: the staff sections and sign-out",
    menuShort: staffHeaderWords.menuShort,
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
      title: "Setting up the staff side and the website",
      intro: "Each item is ticked by itself once it is true.",
      done: "Done",
      toDo: "To do",
      allDone:
        "Ready: the team is invited, mail goes out from the hub, no sample content is left, and the website has been published.",
      team: "Invite the team",
      teamDone: (people: number, joined: number) =>
        joined >= people
          ? `${people} people have a staff account, and all have joined.`
          : `${people} people have a staff account: ${joined} joined, ${people - joined} invited and not joined yet (see People).`,
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
      publishToDo:
        "The website visitors see now was built from the content it came with, when the server started. When the items above are done, publish your content.",
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
    /**
     * Two kinds of application reach the hub: to work through its talent
     * programme (a lead kind) and to its programmes (Admissions); the tiles say which.
     */
    talentApplications: "Talent applications",
    admissions: "Programme applications",
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
  people: {
    title: "People",
    intro: "Everyone who can sign in to the staff side, and what their role lets them do.",
    invite: "Invite someone",
    inviteIntro:
      "They get an email with a link to sign in and set up a passkey. The email says who invited them, their role, and until when the link works.",
    email: "Email",
    role: "Role",
    send: "Send invitation",
    invited: (email: string, until: string) =>
      `Invitation sent to ${email}; its link works until ${until}.`,
    /** Without a mail server the invitation waits: say so, and how its link reaches the person. */
    notMailed: (email: string) =>
      `${email} is invited, but no email went out yet: this website has no mail server set up, so the invitation waits on the server and goes out once your developer sets one up. If ${email} needs to join sooner, your developer can print a sign-in link to pass on (it replaces the one in the waiting invitation) with:`,
    notMailedAgain: (email: string) =>
      `A new sign-in link is made for ${email}, and the link before no longer works. No email went out yet: this website has no mail server set up, so the new invitation waits on the server and goes out once your developer sets one up. If ${email} needs to join sooner, your developer can print a sign-in link to pass on (it replaces the waiting one) with:`,
    linkCommand: (email: string, role: string) =>
      `npm run leads -- staff add --email ${email} --role ${role}`,
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
  publish: {
    title: "Publish",
    intro:
      "Changes you save in the editor are not on the website until you publish them. Publishing checks them, builds the pages and puts them live; until then visitors see the website as it is.",
    waiting: "Saved, not live yet",
    nothingWaiting: "No saved change is waiting.",
    unsaved: "Not saved yet, in this browser",
    unsavedIntro:
      "These changes were typed in the editor on this device and never saved, so Publish cannot put them live. Open each one and press Save, or choose Reset there to drop the change.",
    unsavedSince: (when: string) => `typed ${when}`,
    notPublishedYet:
      "The website has not been published yet. Publishing puts every entry below live for the first time.",
    beingPublished: "being published now",
    whatChanged: "What changed",
    before: "Before",
    after: "After",
    added: "Added",
    removed: "Removed",
    pictures: (count: number) =>
      `${count} ${count === 1 ? "picture" : "pictures"} added, replaced or removed`,
    moreFields: "Further fields changed too: open the entry to see them all.",
    edit: "Open in the editor",
    publish: "Publish now",
    previewTitle: "Preview",
    previewIntro:
      "See the saved changes on the pages they appear on before visitors do. Only signed-in editors and admins can open the preview.",
    makePreview: "Preview the saved changes",
    previewCurrent: (when: string) => `The preview shows the saved changes as of ${when}.`,
    previewStale: "Saved changes are newer than the preview: make it again to see them.",
    previewNone: "There is no preview yet.",
    nothingToPreview: "Nothing to preview: visitors already see every saved change.",
    previewBuilding: "Making the preview",
    previewFailed: "The preview could not be made:",
    openPreview: "Open the preview",
    pagesOfEntry: "Appears on",
    pagesOfEntryLive: "Appears on (these open the website as visitors see it now)",
    everyPage: "every page of the website",
    morePages: (count: number) => `and ${count} more ${count === 1 ? "page" : "pages"}`,
    building: "Publishing",
    queued: "Waiting to start",
    automaticBuilding: {
      rebuild: "The daily rebuild is running",
      start: "Building the website as the server starts",
      deploy: "Building the website for a new version of its code",
    },
    goingBack: "Switching to a kept version",
    switchedTo: (when: string) => `Switched to the version of ${when}`,
    startedBy: (credit: string, when: string) => `Started ${when}, ${credit}.`,
    secondsLeft: (seconds: number) =>
      seconds <= 5 ? "Almost done." : `About ${seconds} seconds left, judging by the last builds.`,
    overdue: "Taking longer than the last builds did; it is still working.",
    noEstimate: "There is no earlier build of this kind to judge how long it takes.",
    stepDone: "done",
    stepNow: "now",
    live: "Live",
    liveSince: (when: string, credit: string) =>
      `The website shows the version of ${when}, ${credit}.`,
    wentLive: "What went live",
    cameBack: "What came back",
    failedTitle: "The last publish did not go live",
    failedIntro: (step: string) =>
      `It stopped while ${step}. The website still shows the version before it.`,
    fixThis: "Fix these in the editor, save, and publish again:",
    notYours:
      "This is not something the content can fix: tell your developer. Visitors still see the website as it was.",
    detail: "Details for your developer",
    onPage: (page: string) => `on the page ${page}`,
    history: "Recent builds",
    took: (seconds: number) => `took ${seconds} s`,
    entriesCount: (count: number) => `${count} ${count === 1 ? "entry" : "entries"}`,
    versions: "Versions you can go back to",
    versionsIntro:
      "The website keeps its last five versions. Going back puts an earlier version live at once, and its content comes back in the editor too, so the daily rebuild keeps it. Changes published after it stay in the content's history.",
    currentVersion: "Live now",
    /** Going to a kept version: back to an earlier one than the live version, or forward to a later one. */
    goTo: { back: "Go back to this version", forward: "Go forward to this version" },
    confirmGoTo: {
      back: (when: string) => `Go back to the version of ${when}?`,
      forward: (when: string) => `Go forward to the version of ${when}?`,
    },
    willChange:
      "These entries change on the website at once, and in the editor, as they were in that version:",
    willChangeNothing:
      "No entry's content differs from that version's: only the website's build changes.",
    willKeepWaiting:
      "These entries have changes saved since the live version: they keep them in the editor, waiting to be published.",
    confirmYes: { back: "Yes, go back", forward: "Yes, go forward" },
    cancel: "Cancel",
    goingTo: "Putting that version live…",
    goingToWait: "Restoring its content and putting it live. This takes a few seconds.",
    contentUnknown: "Its content was not recorded: going back changes the website only.",
    wentBack: (count: number) =>
      count === 0
        ? "That version is live again. The content in the editor was already that version's."
        : `That version is live again, and its content with it: ${count} ${count === 1 ? "entry" : "entries"} changed in the editor too.`,
    keptWaiting: "These entries keep the changes saved since, waiting to be published:",
    /** A build's steps (scripts/build/site-build-steps.ts) in the staff's words. */
    steps: {
      content: "checking the content",
      pictures: "preparing the pictures",
      pages: "building the pages",
      finish: "making the brochure, share pictures and compressed pages",
      links: "checking the links",
      switching: "putting it live",
    },
    /**
     * Who a build or a version is credited to: the staff member who asked for
     * it, or what started a build no person asked for (staff/pages/publish/build-credit.ts).
     */
    credit: {
      person: (email: string) => `by ${email}`,
      unknownPerson: "by a staff member",
      rebuild: "by the daily rebuild",
      start: "made when the server started",
      deploy: "made when a new version of the website's code was installed",
    },
    changes: { added: "new", changed: "changed", removed: "removed" },
    /** An entry's change when a kept version goes live, back or forward: named as in that version. */
    backChanges: {
      added: "comes back",
      changed: "takes that version's content",
      removed: "is removed",
    },
    kinds: {
      publish: "Publish",
      rebuild: "Daily rebuild",
      start: "Server start",
      deploy: "New version of the code",
      rollback: "Switched to a kept version",
      preview: "Preview",
    },
    /** Where a build of "Recent builds" stands now (schemas/publish.ts, buildStandings). */
    standings: {
      live: "Live",
      earlier: "Went live, replaced since",
      failed: "Failed",
      building: "Building",
      queued: "Waiting to start",
    },
    failedBecause: (reason: string, more: number) =>
      more === 0 ? reason : `${reason} (and ${more} more ${more === 1 ? "problem" : "problems"})`,
  },
  previewEntry: {
    title: "Preview",
    of: (name: string) => `How ${name} looks with the saved changes, before visitors see it.`,
    noPages:
      "This entry is not on any page the last build made: publish or preview once, then open this again.",
    backToEntry: "Back to the entry in the editor",
    toPublish: "Publish",
  },
  /** A page the preview does not have (staff/pages/preview-missing-page.tsx). */
  previewMissing: {
    title: "This page is not in the preview",
    why: (page: string) =>
      `The preview has no page at ${page}. It shows the pages the saved content makes as of the last preview: a page added since, or one only visitors' forms lead to, is not in it.`,
    again: "Make the preview again from the entry, or publish to see it on the website.",
    backToEntry: "Back to the entry in the editor",
    previewOfEntry: "The entry's preview",
    toPublish: "Back to Publish",
  },
  /** The frame around Keystatic's editor (staff/pages/editor-page.tsx). */
  editor: {
    saving: "Saving…",
    saved: "Saved",
    savedAt: "on",
    notLive: "Visitors see it once you publish.",
    publish: "Publish",
    refused: "Not saved:",
    unchanged: "Nothing to save: this entry is as it was last saved.",
    showField: "Show the field",
    failed: {
      "signed-out": "Not saved: you are signed out. Sign in again, then save again.",
      connection: "Not saved: the connection failed. Check it and save again.",
      server: "Not saved: the server had a problem. Try again in a minute.",
    },
    newEdition: "New edition from this one",
    copiedFrom: "A copy of",
    copiedHint: "Change its edition and file name, then save: the old call stays as it was.",
    /** Above a collection's list, while a search is typed in it (decision 233). */
    searchFound: (found: number, of: number, search: string) =>
      found === 0
        ? `No entry matches “${search}”. Try a word of its name, or fewer words.`
        : `${found} of ${of} ${of === 1 ? "entry" : "entries"} ${found === 1 ? "matches" : "match"} “${search}”.`,
    /** Above a collection's list when content is kept in GitHub (decision 233). */
    listByFileName:
      "Listed by file name: with the content kept in GitHub, the staff side cannot read the entries' names. Search by a word of the file name, such as “boost”.",
  },
  forbidden: "Your role does not open this page.",
  failed: "Something went wrong. Try again.",
} as const;

export {
  leadKindNames as kindNames,
  leadStatusNames as statusNames,
} from "#schemas/staff-leads.ts";

export const roleNames = Object.fromEntries(
  staffRoles.map((role) => [role, staffRoleWords[role].name]),
) as Record<StaffRole, string>;
