import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, type Cookie, expect, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { editorKey } from "#content-model/content-entries.ts";
import { siteDate } from "#content-model/dates.ts";
import { pictureUploadMaxBytes, pictureUploadMessages } from "#content-model/picture-uploads.ts";
import { type ContentItem, contentItems, contentSections } from "#content-model/registry.ts";
import { formatNaira, kobo } from "../../../schemas/money.ts";
import { entryNamesOf } from "../../../server/staff/editor-entry-names.ts";
import { type LeadServer, startLeadServer } from "../lead-server.ts";
import {
  addStaffWithCli,
  changeStartupBoostTo2027,
  collectConsoleErrors,
  enrolWithPasskey,
  formField,
  onPhoneOnly,
  openCallInEditor,
  openStartupBoostCall,
} from "./staff-support.ts";

/*
 * Issue 22, "The editor": an editor changes a call in Keystatic on the staff
 * host and the YAML file on disk has the new values; an invalid change is
 * refused with the field's message and the file stays as it was; a
 * staff-role person and an anonymous visitor may not open the editor. The
 * server writes into a copy of content/, never the repository's own.
 */

let server: LeadServer;
let contentDir: string;
const callFile = "calls/start-up-boost-2024.yaml";

/*
 * One server and content copy per worker, which the tests share: each
 * compares files with what it read itself. A
 * worker fixture, not beforeAll: with fullyParallel each test is a group of
 * its own, and Playwright runs a file's beforeAll and afterAll around every
 * group, which started a server for every test.
 */
const test = base.extend<object, { editorServer: LeadServer; editorSession: Cookie[] }>({
  editorServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured object
    async ({}, use) => {
      contentDir = mkdtempSync(path.join(tmpdir(), "editor-e2e-content-"));
      cpSync("content", contentDir, { recursive: true });
      server = await startLeadServer({ CONTENT_DIR: contentDir });
      await use(server);
      await server.stop();
      rmSync(contentDir, { recursive: true, force: true });
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  /*
   * The editor these tests edit as: enrolled with a passkey once per worker,
   * its session handed to each test's page. Enrolment has tests of its own
   * (staff-account, staff-inbox); here it would only repeat, test after test.
   */
  editorSession: [
    async ({ browser, editorServer }, use, workerInfo) => {
      const context = await browser.newContext();
      await enrolWithPasskey(
        await context.newPage(),
        await addStaffWithCli(editorServer, editorEmail(workerInfo.project.name), "editor"),
      );
      await use(await context.cookies());
      await context.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

/** The address of the editor the tests of a project edit as. */
const editorEmail = (project: string) => `editor-${project}@hub.example`;

// Keystatic's first load takes far longer than a click.
test.describe.configure({ timeout: 120_000 });

/** Opens the staff start page signed in as the worker's editor. */
async function signInAsEditor(page: Page, session: Cookie[]) {
  await page.context().addCookies(session);
  await page.goto(`${server.staffUrl}/`);
  await expect(page.getByRole("heading", { name: "Start", level: 1, exact: true })).toBeVisible();
}

/** Opens an editor page as Keystatic's own menu does, without reading the content again. */
async function moveInEditor(page: Page, href: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, href);
}

/** Keystatic's own comparison of names in its list's sort. */
const collator = new Intl.Collator(undefined, { sensitivity: "base" });

function onDesktopOnly(testInfo: TestInfo) {
  test.skip(
    testInfo.project.name !== "desktop",
    "the same rule on every screen: the phone project runs the editor's main edit",
  );
}

test("an editor changes the Startup Boost call's edition and closing date, and the file has them", async ({
  page,
  editorSession,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  await signInAsEditor(page, editorSession);

  await changeStartupBoostTo2027(page);

  await expect
    .poll(() => parse(readFileSync(path.join(contentDir, callFile), "utf8")))
    .toMatchObject({ edition: "2027", closes: "2027-03-31" });
  // The editor sits under the staff navigation, and after a save offers Publish (issue 32, item 8).
  // The entry by what it is, the same name as on Publish and in the audit log, and when in Lagos.
  const saved = page.getByRole("status").filter({
    hasText: /Saved Calls for applications: Startup Boost 2027 on \d{1,2} \w+ \d{4} at \d{2}:\d{2}/,
  });
  await expect(saved.getByRole("link", { name: "Publish" })).toHaveAttribute("href", "/publish");
  // The page's heading names the entry too, as it is once saved, not by its file name (decision 223).
  await expect(
    page.getByRole("navigation", { name: "Breadcrumbs" }).locator('[aria-current="page"]'),
  ).toHaveText("Startup Boost 2027");
  // An empty Apply URL and Form say what empty means: the hub's own form, not no applications.
  await expect(
    page.getByText(/^Leave empty: applicants apply on the hub's own form/),
  ).toBeVisible();
  await expect(
    page.getByText(/^\(none\): applicants fill in this programme's own form/),
  ).toBeVisible();
  // On a phone the sections are folded behind the header's menu button.
  if (testInfo.project.name === "phone") await page.getByRole("button", { name: /^Menu/ }).click();
  await expect(
    page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: "Start" }),
  ).toBeVisible();
  // The file keeps its comments: only the values changed.
  expect(readFileSync(path.join(contentDir, callFile), "utf8")).toMatch(
    /^# A call for applications/,
  );
  // No console error: Keystatic's link to Google's fonts is gone (the editor uses the site's font).
  expect(errors).toEqual([]);
});

const fileText = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

test("on a phone the editor keeps its height: the staff header is one slim row whose menu holds every section and sign-out", async ({
  page,
  editorSession,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a laptop has the room for the whole header");
  await signInAsEditor(page, editorSession);
  await page.goto(`${server.staffUrl}/keystatic/collection/calls/item/start-up-boost-2024`);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 30_000 });

  // The header and the editor's bar (here with "New edition from this one") take at most a
  // seventh of a 780 px screen (they took 330 px, unfolded), each a 44 px target and its margins.
  const header = await page.getByRole("banner").boundingBox();
  const newEdition = await page
    .getByRole("link", { name: "New edition from this one" })
    .boundingBox();
  expect(header?.height).toBeLessThanOrEqual(56);
  expect((newEdition?.y ?? 0) + (newEdition?.height ?? 0)).toBeLessThanOrEqual(780 / 7);
  await expect(page.getByRole("banner")).toContainText("Site content");

  // Every section and sign-out one tap away, each at least 44 px high.
  const menu = page.getByRole("button", { name: /^Menu/ });
  await menu.click();
  const sections = page.getByRole("navigation", { name: "Staff sections" });
  for (const name of ["Start", "Site content", "Publish", "Your account"]) {
    const box = await sections.getByRole("link", { name, exact: true }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  await expect(sections).toContainText(`${editorEmail("phone")} · Editor`);
  const signOut = await sections.getByRole("button", { name: "Sign out" }).boundingBox();
  expect(signOut?.height).toBeGreaterThanOrEqual(44);
  // Escape folds it again and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(sections).toBeHidden();
  await expect(menu).toBeFocused();
});

test("every collection lists its entries by what they are, never by file name, and no name is cut short", async ({
  page,
  editorSession,
}, _testInfo) => {
  test.setTimeout(240_000);
  await signInAsEditor(page, editorSession);
  const collections = contentItems.filter((item) => item.kind === "collection");
  await page.goto(`${server.staffUrl}/keystatic/collection/calls`);
  // Opened by its address, Keystatic first reads the whole content tree: seconds beside other work.
  await expect(page.getByRole("rowheader").first()).toBeVisible({ timeout: 30_000 });
  for (const item of collections) {
    // The names as the server reads them for the editor, from this worker's content as saved now.
    const entries = await entryNamesOf(contentDir, item);
    const slugs = entries.map(({ slug }) => slug);
    const titles = entries.map(({ name }) => name);
    await moveInEditor(page, `/keystatic/collection/${editorKey(item)}`);
    // Keystatic draws only the rows in view: each drawn row is checked, once the list is this one's.
    const drawnRows = () =>
      page.getByRole("row").evaluateAll((all) =>
        all
          .filter((row) => row.querySelector("[role=columnheader]") === null)
          .map((row) => ({
            cells: [...row.querySelectorAll<HTMLElement>("[role=rowheader], [role=gridcell]")].map(
              // What shows: the file name hidden beside the name is in textContent too.
              // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
              (cell) => cell.innerText.trim(),
            ),
            cut: [row, ...row.querySelectorAll("[data-entry-name], [data-entry-name] *")].some(
              (element) =>
                element.scrollWidth > element.clientWidth + 1 ||
                element.scrollHeight > element.clientHeight + 1,
            ),
          })),
      );
    await expect
      .poll(async () => {
        const rows = await drawnRows();
        if (rows.length === 0) return ["no row drawn"];
        return rows.flatMap(({ cells, cut }) => {
          const shown = cells.join(" | ");
          return [
            ...(cells.some((cell) => titles.some((title) => cell.startsWith(title)))
              ? []
              : [`not named: ${shown}`]),
            ...cells.filter((cell) => slugs.includes(cell)).map((cell) => `a file name: ${cell}`),
            ...(cut ? [`cut short: ${shown}`] : []),
          ];
        });
      }, item.path)
      .toEqual([]);
  }
  // A call says beside its name whether it is open, and until when (as saved: other tests change it).
  const call = parse(fileText(callFile)) as { edition: string; status: string; closes?: string };
  await moveInEditor(page, "/keystatic/collection/calls");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `Startup Boost ${call.edition}` })
      .getByText(
        call.status === "closed"
          ? "Closed"
          : call.closes
            ? `Open until ${siteDate(call.closes)}`
            : "Open",
        { exact: true },
      ),
  ).toBeVisible();

  // The dashboard and the menu: the content under the parts of the site, no name cut short.
  await moveInEditor(page, "/keystatic");
  for (const section of contentSections) {
    await expect(page.getByRole("heading", { name: section.name, level: 2 })).toBeVisible();
  }
  const cutNames = await page
    .locator("nav li > a span[title], h3 > span:has(> a)")
    .evaluateAll((names) =>
      names
        .filter(
          (name) =>
            name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
        )
        .map((name) => name.textContent),
    );
  expect(cutNames).toEqual([]);
});

test("a collection's list finds entries by the names it shows and sorts by them", async ({
  page,
  editorSession,
}) => {
  test.setTimeout(180_000);
  await signInAsEditor(page, editorSession);
  const collection = (folder: string) => {
    const item = contentItems.find((each) => each.kind === "collection" && each.path === folder);
    if (item === undefined) throw new Error(`no collection ${folder}`);
    return item;
  };
  await page.goto(`${server.staffUrl}/keystatic/collection/calls`);
  await expect(page.getByRole("rowheader").first()).toBeVisible({ timeout: 30_000 });
  const searchField = page.getByRole("searchbox", { name: "Search" });
  // Once its heading shows, a list's search field is as Keystatic draws it for this list.
  async function openList(item: ContentItem) {
    await moveInEditor(page, `/keystatic/collection/${editorKey(item)}`);
    await expect(page.getByRole("heading", { level: 1, name: item.label })).toBeVisible();
  }
  async function search(words: string) {
    // On a phone Keystatic folds its search field behind a button.
    if (!(await searchField.isVisible())) {
      await page.getByRole("button", { name: "show search" }).click();
    }
    await searchField.fill(words);
  }
  // The names of the rows drawn, top to bottom (Keystatic reuses rows: their order in the page is not the list's).
  const drawnNames = () =>
    page.locator("[role=row]:has([data-entry-name])").evaluateAll((rows) =>
      rows
        .map((row) => ({
          top: row.getBoundingClientRect().top,
          name: row.querySelector("[data-entry-name] > strong")?.textContent ?? "",
        }))
        .sort((a, b) => a.top - b.top)
        .map(({ name }) => name),
    );
  const count = (text: string) => page.getByRole("status").filter({ hasText: text });

  // "startup boost" is no part of the file name start-up-boost-2024: only its name finds it.
  await search("startup boost");
  await expect.poll(drawnNames).toEqual([expect.stringMatching(/^Startup Boost \d{4}$/)]);
  await expect(count("matches “startup boost”")).toHaveText(/^1 of \d+ entries matches/);
  // What is typed stays out of the address (decision 211): a child's name would stay in the history.
  expect(new URL(page.url()).search).toBe("");
  await search("no such programme");
  await expect(page.getByText("No results")).toBeVisible();
  await expect(count("No entry matches “no such programme”")).toBeVisible();

  // Among 34 children, most drawn only once scrolled to: the last by name, found by it.
  const children = await entryNamesOf(contentDir, collection("codeville/children"));
  const lastChild =
    children
      .map(({ name }) => name)
      .sort(collator.compare)
      .at(-1) ?? "";
  await search("");
  await openList(collection("codeville/children"));
  await search(lastChild.toLowerCase());
  await expect.poll(drawnNames).toEqual([lastChild]);
  await expect(count(`1 of ${children.length} entries matches`)).toBeVisible();

  // Parents' words: file names in one order, names in another. The Name column sorts by names.
  const parentsSay = collection("codeville/parents-say");
  const byName = (await entryNamesOf(contentDir, parentsSay))
    .map(({ name }) => name)
    .sort(collator.compare);
  await search("");
  await openList(parentsSay);
  const drawnInOrder = async (expected: string[]) => {
    const drawn = await drawnNames();
    return drawn.length > 0 && drawn.every((name, index) => name === expected[index]);
  };
  await expect.poll(() => drawnInOrder(byName)).toBe(true);
  await page.getByRole("columnheader", { name: "Name" }).click();
  await expect.poll(() => drawnInOrder(byName.toReversed())).toBe(true);
});

test("a collection whose entries the site fixes offers no Add, while one staff grow does", async ({
  page,
  editorSession,
}, testInfo) => {
  onDesktopOnly(testInfo);
  await signInAsEditor(page, editorSession);
  // Keystatic draws its Add as a link with the role of a button.
  const add = page.getByRole("button", { name: "Add", exact: true });
  await page.goto(`${server.staffUrl}/keystatic/collection/hub-team`);
  await expect(add).toBeVisible({ timeout: 30_000 });
  const fixed = contentItems.filter((item) => item.entries !== undefined);
  expect(fixed.length).toBeGreaterThan(0);
  for (const item of fixed) {
    await moveInEditor(page, `/keystatic/collection/${editorKey(item)}`);
    // The heading and its Add are drawn together: once it shows, an Add would too.
    await expect(page.getByRole("heading", { level: 1, name: item.label })).toBeVisible();
    await expect(add, item.label).toHaveCount(0);
  }
});

test("an entry's page names it whole in its heading, on as many lines as it takes, the bar growing with it", async ({
  page,
  editorSession,
}, _testInfo) => {
  await signInAsEditor(page, editorSession);
  // The longest name of the calls: cut to "Codeville (all…" on a phone, it would say nothing.
  await page.goto(`${server.staffUrl}/keystatic/collection/calls/item/codeville-2024`);
  const heading = page.locator('nav[aria-label="Breadcrumbs"] [aria-current="page"]');
  await expect(heading).toHaveText("Codeville (all kids programmes) 2024", { timeout: 30_000 });
  const fits = await heading.evaluate((element) => {
    const bar = element.closest("header")?.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      cut: element.scrollWidth > element.clientWidth + 1,
      inBar: bar !== undefined && box.top >= bar.top && box.bottom <= bar.bottom + 1,
    };
  });
  expect(fits).toEqual({ cut: false, inBar: true });
});

test("an invalid change to a call is refused with the field's message, and the file stays as it was", async ({
  page,
  editorSession,
}, testInfo) => {
  onDesktopOnly(testInfo);
  await signInAsEditor(page, editorSession);
  const before = fileText(callFile);
  await openStartupBoostCall(page);
  const save = page.getByRole("button", { name: "Save" });

  // A field rule, from the schema's https-only address: Keystatic refuses before sending.
  const applyUrl = formField(page, "Apply URL");
  await applyUrl.fill("http://forms.example/startup-boost");
  await save.click();
  // The bar beside Save says why, and takes the person to the field (issue 32, item 7).
  const refusal = page.getByRole("status").filter({ hasText: "Not saved:" });
  await expect(refusal.getByText("Apply URL must be an https:// address")).toBeVisible();
  await applyUrl.evaluate((input) => input.blur());
  await refusal.getByRole("button", { name: "Show the field" }).click();
  await expect(applyUrl).toBeFocused();
  await applyUrl.fill("https://forms.example/startup-boost");

  // A rule across fields: the server runs the schema on the save and answers with its message.
  await formField(page, "Opens").fill("2027-04-01");
  await formField(page, "Closes").fill("2027-03-31");
  // Each date is written out beside its box, whatever the browser's own format (issue 32, item 9).
  await expect(page.getByText("Wednesday 31 March 2027")).toBeVisible();
  await save.click();
  await expect(
    refusal.getByText("Closes: the closing date is before the opening date."),
  ).toBeVisible();
  expect(fileText(callFile)).toBe(before);
});

test("a change typed and never saved is named on Publish in this browser, with the way back to it", async ({
  page,
  editorSession,
}, testInfo) => {
  // On a phone the editor marks an unsaved change with a dot alone (second walk of issue 32).
  onPhoneOnly(testInfo);
  await signInAsEditor(page, editorSession);
  await openStartupBoostCall(page);
  await formField(page, "Edition").fill("2031");
  const unsaved = page.getByRole("region", { name: "Not saved yet, in this browser" });
  // Named as typed: the entry's page opens with the change restored.
  const entry = unsaved.getByRole("link", { name: "Calls for applications: Startup Boost 2031" });
  // Keystatic keeps the draft as the field changes: the page reads it when it opens.
  await expect(async () => {
    await page.goto(`${server.staffUrl}/publish`);
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await entry.click();
  await expect(formField(page, "Edition")).toHaveValue("2031");
});

test("a save the server refuses says why once, over nothing of the form, and takes the focus to the field, which keeps what was typed", async ({
  page,
  editorSession,
}, _testInfo) => {
  await signInAsEditor(page, editorSession);
  const before = fileText(callFile);
  await openStartupBoostCall(page);
  const opens = formField(page, "Opens");
  const closes = formField(page, "Closes");
  await opens.fill("2027-04-01");
  await closes.fill("2027-03-31");
  await page.getByRole("button", { name: "Save" }).click();

  const sentence = "Closes: the closing date is before the opening date.";
  // Said once on the page: Keystatic's own notice of the answer is not shown beside the bar's.
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  await expect(
    page.getByText(/the closing date is before the opening date/).filter({ visible: true }),
  ).toHaveCount(1);
  await expect(page.getByRole("alert").filter({ hasText: /closing date/ })).toHaveCount(0);

  // The field has the focus, in view, marked invalid and described by the message.
  await expect(closes).toBeFocused();
  await expect(closes).toBeInViewport();
  await expect(closes).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await closes.getAttribute("aria-describedby")) ?? "";
  const [messageId = ""] = describedBy.split(" ");
  await expect(page.locator(`[id="${messageId}"]`)).toHaveText(sentence);
  // Nothing lies over the field or its label: what is drawn at their middle is their own.
  const label = page.locator(`label[for="${await closes.getAttribute("id")}"]`);
  for (const target of [closes, label]) {
    expect(
      await target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && (element === top || element.contains(top));
      }),
    ).toBe(true);
  }
  // What was typed stays, and the file is as it was.
  await expect(opens).toHaveValue("2027-04-01");
  await expect(closes).toHaveValue("2027-03-31");
  expect(fileText(callFile)).toBe(before);

  // Put back as it was and saved again, the mark goes with the refusal.
  const call = parse(before) as { opens?: string; closes: string };
  await opens.fill(call.opens ?? "");
  await closes.fill(call.closes);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /^(Saved|Nothing to save)/ }),
  ).toBeVisible();
  await expect(closes).not.toHaveAttribute("aria-invalid", "true");
});

test("a cohort's fee is typed in kobo with the naira written out, and instalments that do not add up are refused", async ({
  page,
  editorSession,
}, testInfo) => {
  onDesktopOnly(testInfo);
  await signInAsEditor(page, editorSession);
  const file = "calls/kids-code-camp-2024.yaml";
  const before = fileText(file);
  const { fee, instalments } = (parse(before) as { cohort: CohortAmounts }).cohort;
  await openCallInEditor(page, "kids-code-camp-2024");
  await expect(formField(page, "Fee in kobo")).toBeVisible();
  // The box holds kobo; the amount in naira is written out under it.
  await expect(page.getByText(formatNaira(kobo(fee)), { exact: true })).toBeVisible();
  // Typed key by key, as on a phone: the naira line follows before the box is left.
  const newFee = fee + 1_500_000;
  await formField(page, "Fee in kobo").fill("");
  await formField(page, "Fee in kobo").pressSequentially(String(newFee));
  await expect(formField(page, "Fee in kobo")).toBeFocused();
  await expect(page.getByText(formatNaira(kobo(newFee)), { exact: true })).toBeVisible();

  const first = instalments.first - 100_000;
  await formField(page, "First in kobo").fill(String(first));
  await page.getByRole("button", { name: "Save" }).click();
  const total = formatNaira(kobo(first + instalments.second));
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Not saved:" })
      .getByText(
        `the two instalments add up to ${total}, not the fee of ${formatNaira(kobo(newFee))}`,
      ),
  ).toBeVisible();
  expect(fileText(file)).toBe(before);
});

type CohortAmounts = { fee: number; instalments: { first: number; second: number } };

test("a picture that says something is refused without its alt text, and the file stays as it was", async ({
  page,
  editorSession,
}, testInfo) => {
  onDesktopOnly(testInfo);
  await signInAsEditor(page, editorSession);
  const file = "codeville/contact.yaml";
  const before = fileText(file);
  await page.goto(`${server.staffUrl}/keystatic/singleton/codeville-contact`);
  // The map's picture says something: not decorative.
  const alt = page
    .getByRole("group", { name: "Map" })
    .getByRole("textbox", { name: "Alt", exact: true });
  // Opened by its address, Keystatic first reads the whole content tree: seconds when a site build runs beside it.
  await expect(alt).not.toHaveValue("", { timeout: 30_000 });
  await alt.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").getByText("Alt must not be empty")).toBeVisible();
  expect(fileText(file)).toBe(before);
});

test("a change made in a list item's dialog: a refusal goes once the field is put right and saved, and a save says so", async ({
  page,
  editorSession,
}, testInfo) => {
  onDesktopOnly(testInfo);
  await signInAsEditor(page, editorSession);
  const file = "startzone/overview.yaml";
  const before = fileText(file);
  await page.goto(`${server.staffUrl}/keystatic/singleton/startzone-overview`);
  const save = page.getByRole("button", { name: "Save" });
  const dialog = page.getByRole("dialog");
  const question = dialog.getByRole("textbox", { name: "Question" });
  const bar = page.getByRole("status").filter({ hasText: /\S/ });
  // Opened by its address, Keystatic first reads the whole content tree: seconds when a site build runs beside it.
  await page.getByText("Who can apply?", { exact: true }).click({ timeout: 30_000 });
  await question.fill("");
  await dialog.getByRole("button", { name: "Done" }).click();
  await save.click();
  await expect(bar).toContainText("Not saved:Question must not be empty");

  // Put back as it was: Keystatic has nothing to send, and the bar no longer shows the refusal.
  await bar.getByRole("button", { name: "Show the field" }).click();
  await question.fill("Who can apply?");
  await dialog.getByRole("button", { name: "Done" }).click();
  await save.click();
  await expect(bar).toHaveText("Nothing to save: this entry is as it was last saved.");
  expect(fileText(file)).toBe(before);

  // A real change in the dialog is saved, and the bar says so.
  await page.getByText("Who can apply?", { exact: true }).click();
  await question.fill("Who may apply?");
  await dialog.getByRole("button", { name: "Done" }).click();
  await save.click();
  await expect(bar).toContainText("Saved Startzone: overview page");
  await expect.poll(() => fileText(file)).toContain("question: Who may apply?");
});

test("an anonymous visitor is sent to sign in and may not call the editor's API", async ({
  page,
}) => {
  await page.goto(`${server.staffUrl}/keystatic`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fkeystatic$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const api = await page.request.get(`${server.staffUrl}/api/keystatic/tree`, {
    headers: { "no-cors": "1" },
  });
  expect(api.status()).toBe(401);
});

test("an editor uploads a team member's portrait: a file too big or not a picture is refused with its reason; a photo is saved without its location and the entry names it", async ({
  page,
  editorSession,
}, testInfo) => {
  onDesktopOnly(testInfo);
  const memberFile = "hub/team/chinedu-eze.yaml";
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone", Model: "Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 26/1 0/1" },
    })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  await signInAsEditor(page, editorSession);

  await page.getByRole("link", { name: "Site content" }).click();
  await page.getByRole("main").getByRole("link", { name: "Team", exact: true }).click();
  await page.getByRole("rowheader", { name: "Chinedu Eze" }).click();
  await expect(page.getByLabel("Picture in use (its name or address)")).toHaveValue(
    "hub/team/chinedu-eze",
  );
  async function choose(name: string, buffer: Buffer) {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles({ name, mimeType: "image/jpeg", buffer });
  }
  // Over the cap: the field says so at once. Not a picture inside: the save is refused with the server's reason.
  await choose("huge.jpg", Buffer.alloc(pictureUploadMaxBytes + 1));
  await expect(page.getByText(pictureUploadMessages.tooLarge(pictureUploadMaxBytes))).toBeVisible();
  await page.getByRole("button", { name: "Remove" }).click();
  await choose("fake.jpg", Buffer.from("<svg onload=alert(1)>"));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page
      .getByRole("status")
      .getByText(/^The picture fake-[0-9a-f]{6}\.jpg: This file is not a picture/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Remove" }).click();
  // From here on nothing may fail (the refused save above logs its 400).
  const errors = collectConsoleErrors(page);
  await choose("New Portrait.JPG", photo);
  await expect(
    page.getByText(/Replaced by new-portrait-[0-9a-f]{6}\.jpg when you save/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();

  const savedName = () =>
    parse(readFileSync(path.join(contentDir, memberFile), "utf8")).portrait.src as string;
  await expect.poll(savedName).toMatch(/^hub\/team\/chinedu-eze\/new-portrait-[0-9a-f]{6}$/);
  const saved = await sharp(readFileSync(path.join(contentDir, `${savedName()}.jpg`))).metadata();
  expect([saved.format, saved.width, saved.height, saved.exif]).toEqual([
    "jpeg",
    64,
    48,
    undefined,
  ]);
  expect(errors.filter((error) => !/fonts\.googleapis\.com/.test(error))).toEqual([]);
});

test("a staff-role person sees no editor link and may not open the editor", async ({
  page,
}, testInfo) => {
  await enrolWithPasskey(
    page,
    await addStaffWithCli(server, `reader-${testInfo.project.name}@hub.example`, "staff"),
  );
  await expect(page.getByRole("navigation", { name: "Staff sections" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Site content" })).toHaveCount(0);
  const response = await page.goto(`${server.staffUrl}/keystatic`);
  expect(response?.status()).toBe(403);
  const api = await page.request.get(`${server.staffUrl}/api/keystatic/tree`, {
    headers: { "no-cors": "1" },
  });
  expect(api.status()).toBe(403);
});
