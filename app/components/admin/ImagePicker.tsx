import { useEffect, useRef, useState, type RefObject } from "react";
import { IMAGE_ACCEPT, IMAGE_RULE_TEXT } from "~/images/image-limits";
import { prepareImage } from "~/images/shrink-image.client";
import { FieldError, fieldA11y } from "./fields";

/** What the browser says when Save is pressed before the chosen photos are ready to send. */
const PREPARING_VALIDITY = "Please wait: the photo is being made ready to upload.";

/**
 * While photos are being prepared, the form cannot be sent: the input holds the original (or
 * too few) files until then. The browser's own check says why.
 */
export function useBusyWhilePreparing(
  input: RefObject<HTMLInputElement | null>,
  preparing: boolean,
) {
  useEffect(() => {
    input.current?.setCustomValidity(preparing ? PREPARING_VALIDITY : "");
  }, [input, preparing]);
}

/** `files` as the list an input's `files` can be set to. */
export function fileListOf(files: File[]): FileList {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer.files;
}

/**
 * One image file input; with JavaScript it makes a large photo small before it is sent (see
 * prepareImage), previews the image and names a wrong file at once.
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
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  // Only the latest choice counts: an earlier one still being prepared is dropped.
  const choice = useRef(0);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useBusyWhilePreparing(input, preparing);
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
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        required={required}
        onChange={async (event) => {
          const field = event.currentTarget;
          const file = field.files?.[0];
          const current = ++choice.current;
          setPreview(null);
          setProblem(null);
          setPreparing(file !== undefined);
          if (!file) return;
          const prepared = await prepareImage(file);
          if (current !== choice.current) return;
          setPreparing(false);
          if (!prepared.ok) {
            setProblem(prepared.problem);
            field.value = "";
            return;
          }
          // The form sends what the input holds: the smaller copy, under the original's name.
          if (prepared.file !== file) field.files = fileListOf([prepared.file]);
          setPreview(URL.createObjectURL(prepared.file));
        }}
        {...fieldA11y(id, message)}
      />
      <p className="field-hint">
        {`${IMAGE_RULE_TEXT}.`} <span role="status">{preparing ? "Preparing photo..." : ""}</span>
      </p>
      <FieldError id={id} message={message ?? undefined} />
    </div>
  );
}
