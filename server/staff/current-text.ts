import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** A content file's text as saved now in CONTENT_DIR; null when there is no such file. */
export async function currentText(contentDir: string, file: string): Promise<string | null> {
  try {
    return await readFile(join(contentDir, file), "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}
