import { useEffect, useRef, useState } from "react";
import { IMAGE_ACCEPT, IMAGE_RULE_TEXT } from "~/images/image-limits";
import { clientImageProblem } from "./ImagePicker";

interface Chosen {
  file: File;
  preview: string;
}

/**
 * The gallery form's image input. Without JavaScript it is a plain multiple-file input and the
 * server checks each file. With it, images can be added over several selections, each shown as a
 * preview that can be removed before saving; wrong files are named and left out at once.
 */
export function GalleryImagesPicker({ required, error }: { required: boolean; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  // The input's own file list is what the form sends: keep it equal to what is shown.
  useEffect(() => {
    if (!input.current) return;
    const transfer = new DataTransfer();
    for (const item of chosen) transfer.items.add(item.file);
    input.current.files = transfer.files;
  }, [chosen]);

  // Previews are freed when removed (below) and when the form goes away.
  const latest = useRef(chosen);
  latest.current = chosen;
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  return (
    <div className="field">
      <label htmlFor="gallery-images">Images {required ? "*" : "(add more)"}</label>
      <input
        ref={input}
        id="gallery-images"
        name="images"
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        onChange={(event) => {
          // A new selection replaces the input's list; the earlier ones are kept in `chosen`.
          const picked = Array.from(event.currentTarget.files ?? []);
          const found: string[] = [];
          const valid = picked.filter((file) => {
            const problem = clientImageProblem(file);
            if (problem) found.push(problem);
            return !problem;
          });
          setProblems(found);
          setChosen((current) => [
            ...current,
            ...valid.map((file) => ({ file, preview: URL.createObjectURL(file) })),
          ]);
        }}
        aria-describedby="gallery-images-hint"
        aria-invalid={error ? true : undefined}
      />
      <p className="field-hint" id="gallery-images-hint">
        {`${IMAGE_RULE_TEXT} each.`}
        {required ? " At least one image." : ""}
      </p>
      {problems.map((problem) => (
        <p key={problem} className="field-error" role="alert">
          {problem}
        </p>
      ))}
      {error ? (
        <p className="field-error" id="gallery-images-error">
          {error}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="preview-grid" aria-label="Images to upload">
          {chosen.map((item, index) => (
            <li key={item.preview}>
              <img src={item.preview} alt="" width="110" height="82" />
              <button
                type="button"
                className="button button-small button-outline"
                onClick={() => {
                  URL.revokeObjectURL(item.preview);
                  setChosen((current) => current.filter((_, at) => at !== index));
                }}
                aria-label={`Remove ${item.file.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
