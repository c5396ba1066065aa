import { useEffect, useState } from "react";
import { FieldError, fieldA11y } from "./fields";

export const ACCEPT_IMAGES = "image/png,image/jpeg,image/webp";
const MAX_BYTES = 5 * 1024 * 1024;

/** The same checks the server makes, so a wrong file is named before it is sent. */
export function clientImageProblem(file: File): string | null {
  if (!ACCEPT_IMAGES.split(",").includes(file.type))
    return `File ${file.name} is not a valid image type`;
  if (file.size > MAX_BYTES) return `File ${file.name} is too large (max 5MB)`;
  return null;
}

/** One image file input; with JavaScript it previews the chosen image and checks it at once. */
export function ImagePicker({
  id,
  name,
  required,
  currentSrc,
  error,
}: {
  id: string;
  name: string;
  required: boolean;
  currentSrc: string | null;
  error: string | undefined;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentSrc;
  const message = problem ?? error;
  return (
    <div className="field">
      <label htmlFor={id}>Image {required ? "*" : "(leave empty to keep the current one)"}</label>
      {shown ? <img src={shown} alt="" className="thumb" width="96" height="72" /> : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={ACCEPT_IMAGES}
        required={required}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          setPreview(null);
          setProblem(null);
          if (!file) return;
          const found = clientImageProblem(file);
          if (found) {
            setProblem(found);
            input.value = "";
            return;
          }
          setPreview(URL.createObjectURL(file));
        }}
        {...fieldA11y(id, message)}
      />
      <p className="field-hint">PNG, JPG or WebP, up to 5MB.</p>
      <FieldError id={id} message={message ?? undefined} />
    </div>
  );
}
