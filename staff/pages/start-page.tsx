import { Check, Circle } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { leadKinds } from "#schemas/staff.ts";
import type { ServerDrawnSection } from "#schemas/staff-sections.ts";
import type { ContentStart, LaunchChecklist, StartCounts } from "#schemas/staff-start.ts";
import { api } from "../api.ts";
import { copy, kindNames } from "../copy.ts";
import { type Me, useMe } from "../staff-layout.tsx";

const words = copy.start;
/** The calls' applications (issue 34), a section the server draws. */
const applicationsPage: ServerDrawnSection = "/applications";
const linkClasses =
  "text-brand-strong inline-flex min-h-11 items-center font-semibold underline underline-offset-4";

/** A card of the Start page: a heading, what is true now, and where to act. */
function Card({
  title,
  wide = false,
  children,
}: {
  title: string;
  /** Across both columns of a wide screen. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`bg-surface-muted rounded-card flex flex-col items-start gap-2 p-4 sm:p-5 ${wide ? "lg:col-span-2" : ""}`}
    >
      <h2 id={headingId} className="text-h3">
        {title}
      </h2>
      {children}
    </section>
  );
}

type ChecklistItem = {
  title: string;
  done: boolean;
  text: string;
  link?: { to: string; label: string };
};

function checklistItems(list: LaunchChecklist): ChecklistItem[] {
  const { team, mail, samples, published } = list;
  const c = words.checklist;
  return [
    {
      title: c.team,
      done: team.done,
      text: team.done ? c.teamDone(team.people, team.joined) : c.teamToDo,
      link: { to: "/people", label: c.teamLink },
    },
    {
      title: c.mail,
      done: mail.done,
      // What is missing, each in words, then who sets it.
      text: mail.done
        ? c.mailDone(mail.from)
        : [
            ...(mail.server ? [] : [c.mailNoServer]),
            ...(mail.sender ? [] : [c.mailSampleSender(mail.from)]),
            c.mailWho,
          ].join(" "),
    },
    {
      title: c.samples,
      done: samples.done,
      text: samples.done ? c.samplesDone : c.samplesLeft(samples.left),
      link: { to: "/samples", label: c.samplesLink },
    },
    {
      title: c.publish,
      done: published.done,
      text: published.done ? c.publishDone : c.publishToDo,
      link: { to: "/publish", label: c.publishLink },
    },
  ];
}

/** A new admin's list: each item ticked from what is really set up, with where to do it. */
function Checklist({ list }: { list: LaunchChecklist }) {
  const items = checklistItems(list);
  if (items.every((item) => item.done)) {
    return (
      <p className="bg-success-soft rounded-card p-4 font-semibold">{words.checklist.allDone}</p>
    );
  }
  return (
    <Card title={words.checklist.title} wide>
      <p className="text-ink-soft">{words.checklist.intro}</p>
      <ol className="mt-2 flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            {item.done ? (
              <Check aria-hidden className="text-success mt-0.5 size-6 shrink-0" />
            ) : (
              <Circle aria-hidden className="text-ink-soft mt-0.5 size-6 shrink-0" />
            )}
            <div className="min-w-0">
              <p className="font-semibold">
                {item.title}{" "}
                <span className={item.done ? "text-success" : "text-ink-soft"}>
                  ({item.done ? words.checklist.done : words.checklist.toDo})
                </span>
              </p>
              <p className="wrap-anywhere">{item.text}</p>
              {item.link && !item.done && (
                <Link to={item.link.to} className={linkClasses}>
                  {item.link.label}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** What the site's editors have to do: edit, what waits to be published, the sample content left. */
function Website({ content, wide }: { content: ContentStart; wide: boolean }) {
  const w = words.website;
  return (
    <Card title={w.title} wide={wide}>
      <p>{w.editIntro}</p>
      {/* The editor is a page of its own (its own CSP): a full load, as the menu opens it. */}
      <a href="/keystatic" className={linkClasses}>
        {w.edit}
      </a>
      <p className="mt-2">
        {content.storage === "github"
          ? w.githubWaiting
          : content.waiting > 0
            ? w.waiting(content.waiting)
            : w.nothingWaiting}
      </p>
      {content.storage === "local" && (
        <Link to="/publish" className={linkClasses}>
          {w.publish}
        </Link>
      )}
      {content.samplesLeft > 0 && (
        <>
          <p className="mt-2">{w.samples(content.samplesLeft)}</p>
          <Link to="/samples" className={linkClasses}>
            {w.samplesLink}
          </Link>
        </>
      )}
    </Card>
  );
}

/** The leads of the last seven days by kind, and the way to the ones not handled yet. */
function Leads({ counts }: { counts: StartCounts }) {
  return (
    <Card title={words.leads.title} wide>
      <h3 className="text-body font-semibold">{words.received}</h3>
      <ul className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {leadKinds.map((kind) => (
          <li key={kind} className="bg-surface rounded-card p-3">
            <Link to={`/leads?kind=${kind}`} className="flex flex-col">
              <span className="text-h2">{counts.received[kind]}</span>
              <span className="text-ink-soft">
                {kind === "application" ? words.talentApplications : kindNames[kind]}
              </span>
            </Link>
          </li>
        ))}
        <li className="bg-surface rounded-card p-3">
          {/* The applications pages are drawn by the server: a full load, as the menu opens them. */}
          <a href={applicationsPage} className="flex flex-col">
            <span className="text-h2">{counts.admissions}</span>
            <span className="text-ink-soft">{words.admissions}</span>
          </a>
        </li>
      </ul>
      <p className="bg-brand-soft rounded-card flex w-full flex-col p-3">
        <span className="text-h2">{counts.confirmedSubscribers}</span>
        <span className="text-ink-soft">{words.confirmed}</span>
      </p>
      <Link to="/leads?status=new" className={linkClasses}>
        {words.leads.open}
      </Link>
    </Card>
  );
}

/** What the Start page asks the server for, by what the person's role may see. */
function useStart(me: Me) {
  const [counts, setCounts] = useState<StartCounts | null>(null);
  const [content, setContent] = useState<ContentStart | null>(null);
  const [checklist, setChecklist] = useState<LaunchChecklist | null>(null);
  useEffect(() => {
    if (me.role !== "editor") void api<StartCounts>("/api/start").then(setCounts);
    if (me.role !== "staff") void api<ContentStart>("/api/start/content").then(setContent);
    if (me.role === "admin") void api<LaunchChecklist>("/api/start/checklist").then(setChecklist);
  }, [me.role]);
  return { counts, content, checklist };
}

/**
 * The first page after signing in (issue 32, item 17): each role is greeted
 * with what it can do, a new admin with the launch checklist.
 */
export function StartPage() {
  const me = useMe();
  const { counts, content, checklist } = useStart(me);
  return (
    <section
      aria-labelledby="start-title"
      className="grid max-w-5xl gap-4 lg:grid-cols-2 lg:items-start"
    >
      <div className="lg:col-span-2">
        <h1 id="start-title" className="text-h1">
          {words.title}
        </h1>
        <p className="text-ink-soft mt-1">{words.greeting[me.role]}</p>
      </div>
      {checklist && <Checklist list={checklist} />}
      {counts && <Leads counts={counts} />}
      {content && <Website content={content} wide={me.role !== "admin"} />}
      {me.role === "admin" && (
        <Card title={words.people.title}>
          <p>{words.people.intro}</p>
          <Link to="/people" className={linkClasses}>
            {words.people.link}
          </Link>
        </Card>
      )}
    </section>
  );
}
