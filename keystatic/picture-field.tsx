import { FieldMessage } from "@keystar/ui/field";
import { Flex } from "@keystar/ui/layout";
import { Text } from "@keystar/ui/typography";
import { type AssetFormField, fields } from "@keystatic/core";
import {
  pictureLongestSide,
  pictureUploadMaxBytes,
  randomTag,
  uploadFileName,
  uploadProblem,
} from "#content-model/picture-uploads.ts";
import type { TextField } from "./text-field.tsx";

/**
 * A picture's `src` in the editor: the name it has (a file under the content
 * folder without its extension, or an address), or a new picture uploaded
 * with Keystatic's own image input. Keystatic's `fields.image` stores a file
 * name with its extension and looks the file up by it; our names have none
 * (the build finds the file by name, decision 015), so this field is
 * Keystatic's image field with a different stored value: on save an upload
 * is written by Keystatic into `folder` (plus the entry's slug in a
 * collection) and the YAML gets its name, "folder/slug/photo-3fa9c1".
 */

type Upload = { data: Uint8Array; extension: string; filename: string };

/** The form's state: the stored name or address, and a picture chosen to replace it. */
export type PictureValue = { src: string; upload: Upload | null };

type PictureField = AssetFormField<PictureValue, PictureValue, string | null>;

const megabytes = (pictureUploadMaxBytes / 1024 / 1024).toFixed(0);
const longestSide = pictureLongestSide.toLocaleString("en-GB");

/** Why this upload cannot be saved, or undefined. */
function problemOf(upload: Upload | null): string | undefined {
  return upload ? uploadProblem(upload.filename, upload.data.byteLength) : undefined;
}

/**
 * `text` is the field the content schema makes for `src` (its rules: a
 * name or address is required); `folder` is where uploads go, under the
 * content folder.
 */
export function pictureField(text: TextField, folder: string): PictureField {
  const image = fields.image({
    label: "Upload a new picture",
    description: `A JPEG, PNG or WebP photo of up to ${megabytes} MB. When you save, a large photo is made ${longestSide} pixels on its longest side, and its location and camera data are removed.`,
    directory: folder,
    // Keystatic's image input names the chosen file with this; the name is fixed until saved.
    transformFilename: (original) => uploadFileName(original, randomTag()),
  });
  const ImageInput = image.Input;
  const TextInput = text.Input;
  return {
    kind: "form",
    formKind: "asset",
    label: text.label,
    directory: folder,
    defaultValue: () => ({ src: text.defaultValue(), upload: null }),
    // The picture in use is not loaded into the form: the build finds its file by name.
    filename: () => undefined,
    parse: (value) => ({ src: text.parse(value, undefined), upload: null }),
    validate(value) {
      const problem = problemOf(value.upload);
      if (problem) throw new Error(problem);
      if (value.upload === null) text.validate(value.src, undefined);
      return value;
    },
    serialize(value, { slug }) {
      if (value.upload === null)
        return { value: text.serialize(value.src).value, asset: undefined };
      const { filename, data } = value.upload;
      const place = slug === undefined ? folder : `${folder}/${slug}`;
      return {
        value: `${place}/${filename.slice(0, filename.lastIndexOf("."))}`,
        asset: { filename, content: data },
      };
    },
    reader: { parse: (value) => text.reader.parse(value) },
    Input({ value, onChange, autoFocus, forceValidation }) {
      const problem = problemOf(value.upload);
      return (
        <Flex direction="column" gap="large">
          {value.upload === null || problem ? (
            <TextInput
              value={value.src}
              onChange={(src) => onChange({ ...value, src })}
              autoFocus={autoFocus}
              forceValidation={forceValidation}
            />
          ) : (
            <Text>
              Replaced by {value.upload.filename} when you save. A picture uploaded here before goes
              too, unless another page uses it.
            </Text>
          )}
          <ImageInput
            value={value.upload}
            onChange={(upload) => onChange({ ...value, upload })}
            autoFocus={false}
            forceValidation={forceValidation}
          />
          {problem ? <FieldMessage>{problem}</FieldMessage> : null}
        </Flex>
      );
    },
  };
}
