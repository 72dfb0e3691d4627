/**
 * Takes a person to a field of Keystatic's form by the labels it shows
 * (issue 32, item 7: a refused save "jumps to the field"). Keystatic draws a
 * record as a group named by its label, a list as a group with a grid of
 * rows (an item opens in a dialog when pressed) and a field as a label and
 * its control; the labels come from keystatic/field-path.ts.
 */

const itemStep = /^item (\d+)$/;

/** A label's own words, without the mark of a required field. */
function labelText(element: Element): string {
  return (element.textContent ?? "").replace(/\s*\*\s*$/, "").trim();
}

function groupNamed(scope: ParentNode, name: string): HTMLElement | undefined {
  return [...scope.querySelectorAll<HTMLElement>("[role=group][aria-labelledby]")].find((group) => {
    const [first] = (group.getAttribute("aria-labelledby") ?? "").split(" ");
    const label = first ? document.getElementById(first) : null;
    return label !== null && labelText(label) === name;
  });
}

function controlNamed(scope: ParentNode, name: string): HTMLElement | undefined {
  const label = [...scope.querySelectorAll<HTMLLabelElement>("label")].find(
    (candidate) => labelText(candidate) === name,
  );
  if (label === undefined) return undefined;
  const byFor = label.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (byFor) return byFor;
  const labelled = label.id
    ? scope.querySelector<HTMLElement>(`[aria-labelledby~="${CSS.escape(label.id)}"]`)
    : null;
  return labelled ?? label;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function dialogAfter(count: number): Promise<HTMLElement | undefined> {
  for (let frame = 0; frame < 60; frame += 1) {
    const dialogs = document.querySelectorAll<HTMLElement>("[role=dialog]");
    if (dialogs.length > count) return dialogs[dialogs.length - 1];
    await nextFrame();
  }
  return undefined;
}

/**
 * Finds the field the labels lead to, opening a list's item on the way, and
 * brings it into view with the focus on it. Resolves with the field when
 * the whole way was found (else the deepest part found is shown).
 */
export async function goToField(
  root: ParentNode,
  labels: readonly string[],
): Promise<HTMLElement | undefined> {
  let scope: ParentNode = root;
  let found: HTMLElement | undefined;
  let reached = 0;
  for (const [index, label] of labels.entries()) {
    const item = itemStep.exec(label);
    const next = item
      ? scope.querySelectorAll<HTMLElement>("[role=row]")[Number(item[1]) - 1]
      : (groupNamed(scope, label) ?? controlNamed(scope, label));
    if (next === undefined) break;
    found = next;
    reached += 1;
    if (item && index < labels.length - 1) {
      // The item's fields are in a dialog that opens when it is pressed.
      const open = document.querySelectorAll("[role=dialog]").length;
      next.click();
      const dialog = await dialogAfter(open);
      if (dialog === undefined) break;
      scope = dialog;
      continue;
    }
    scope = next;
  }
  if (found === undefined) return undefined;
  found.scrollIntoView({ block: "center" });
  found.focus({ preventScroll: true });
  return reached === labels.length ? found : undefined;
}
