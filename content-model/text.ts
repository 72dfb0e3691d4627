import * as z from "zod/mini";

/** A text the content must give: a field left empty fails the build and the editor's save. */
export const textSchema = z.string().check(z.minLength(1));
