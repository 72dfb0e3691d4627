/** The longest file name kept for a download; longer ones are cut. */
const nameMaxChars = 120;

/**
 * Characters that change how a name looks without being seen: control
 * characters (Cc), format characters (Cf: the bidirectional embeddings,
 * overrides and isolates that make "cv\u202Efdp.exe" read "cvexe.pdf", zero
 * widths, soft hyphens), and line and paragraph separators; and those a file
 * system or a header gives a meaning to.
 */
const unsafeCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>|:*?]/gu;

/**
 * The name a sender's PDF had, safe to store, to show and to offer as a
 * download: the last part of a path, one line of visible characters, at most
 * 120 characters, ending in .pdf (issue 31, item 19).
 */
export function safePdfFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.normalize("NFC").replace(unsafeCharacters, "").trim();
  const stem = [...clean.replace(/\.pdf$/i, "")]
    .slice(0, nameMaxChars - 4)
    .join("")
    .trim();
  return `${stem || "resume"}.pdf`;
}
