import { useEffect, useState } from "react";
import { IMAGE_ACCEPT, IMAGE_RULE_TEXT, imageFileProblem } from "~/images/image-limits";
import { FieldError, fieldA11y } from "./fields";

/** The server's checks, made at once, so a wrong file is named before it is sent. */
export function clientImageProblem(file: File): string | null {
  return imageFileProblem(file, { untypedAllowed: false });
}

/**
 * One image file input; with JavaScript it previews the chosen image and checks it at once.
 * `optional` is for a record that may have no image at all (a crop's picture).
 */
export function ImagePicker({
  id,
  name,
  label = "Image",
  required,
  optional = false,
  currentSrc,
  error,
}: {
  id: string;
  name: string;
  label?: string;
  required: boolean;
  optional?: boolean;
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
      <label htmlFor={id}>
        {label}{" "}
        {required
          ? "*"
          : currentSrc
            ? "(leave empty to keep the current one)"
            : optional
              ? "(optional)"
              : "(leave empty to keep the current one)"}
      </label>
      {shown ? <img src={shown} alt="" className="thumb" width="96" height="72" /> : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
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
      <p className="field-hint">{`${IMAGE_RULE_TEXT}.`}</p>
      <FieldError id={id} message={message ?? undefined} />
    </div>
  );
}
