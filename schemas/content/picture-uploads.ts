/**
 * What the editor takes as an uploaded picture, one rule for the editor's
 * picture field (staff/editor/picture-field.tsx, judging a chosen file by its
 * name and size before a save) and the server (server/staff/editor-images.ts,
 * judging the bytes a save carries): JPEG, PNG or WebP, at most 5 MB.
 */

export const pictureUploadMaxBytes = 5 * 1024 * 1024;

/** Each accepted format, as sharp names it, and the extension its file must have. */
export const pictureUploadFormats = { jpeg: "jpg", png: "png", webp: "webp" } as const;

/** The extensions an uploaded picture's file may have. */
export const pictureUploadExtensions: ReadonlySet<string> = new Set([
  ...Object.values(pictureUploadFormats),
  "jpeg",
]);

export const pictureUploadMessages = {
  notAPicture: "not a picture (JPEG, PNG or WebP)",
  badName: "a picture's file name is lower-case letters, digits and hyphens, and its extension",
  tooLarge: (maxBytes: number) =>
    `a picture may be at most ${(maxBytes / 1024 / 1024).toFixed(0)} MB`,
} as const;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Why a chosen file cannot be uploaded, judged by its name and size, or
 * undefined. Its bytes are judged by the server when the save arrives.
 */
export function uploadProblem(fileName: string, byteLength: number): string | undefined {
  if (byteLength > pictureUploadMaxBytes)
    return pictureUploadMessages.tooLarge(pictureUploadMaxBytes);
  if (!pictureUploadExtensions.has(extensionOf(fileName))) return pictureUploadMessages.notAPicture;
  return undefined;
}

/**
 * The file name an uploaded picture is saved under: its own name made a
 * picture name (lower-case letters, digits and hyphens, as
 * `imageNamePattern` wants), a tag that keeps two uploads from sharing a name
 * ("IMG_0001.JPG" twice), and its extension in lower case.
 */
export function uploadFileName(originalName: string, tag: string): string {
  const dot = originalName.lastIndexOf(".");
  const stem =
    originalName
      .slice(0, dot < 0 ? undefined : dot)
      .normalize("NFKD")
      // Accents apart from their letters ("Ọ́lá" → "Ola"), then dropped.
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, 40)
      .replace(/^-+|-+$/g, "") || "picture";
  return `${stem}-${tag}.${extensionOf(originalName)}`;
}

/** How the name of an uploaded picture ends (without its extension): a hyphen and its tag. */
export const uploadedNameEnd = /-[0-9a-f]{6}$/;

/** Six random hexadecimal digits: the tag of an upload's file name. */
export function randomTag(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
