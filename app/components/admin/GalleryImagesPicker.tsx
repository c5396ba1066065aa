import { useEffect, useRef, useState } from "react";
import { IMAGE_ACCEPT, IMAGE_RULE_TEXT } from "~/images/image-limits";
import { prepareImage } from "~/images/shrink-image.client";
import { fileListOf, useBusyWhilePreparing } from "./ImagePicker";

interface Chosen {
  file: File;
  preview: string;
}

/**
 * The gallery form's image input. Without JavaScript it is a plain multiple-file input and the
 * server checks each file. With it, images can be added over several selections, each made
 * small before it is sent (see prepareImage) and shown as a preview that can be removed before
 * saving; wrong files are named and left out at once.
 */
export function GalleryImagesPicker({ required, error }: { required: boolean; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(0);

  // The input's own file list is what the form sends: keep it equal to what is shown.
  useEffect(() => {
    if (input.current) input.current.files = fileListOf(chosen.map((item) => item.file));
  }, [chosen]);
  useBusyWhilePreparing(input, preparing > 0);

  // Previews are freed when removed (below) and when the form goes away.
  const latest = useRef(chosen);
  latest.current = chosen;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      latest.current.forEach((item) => URL.revokeObjectURL(item.preview));
    };
  }, []);

  // Photos are prepared one at a time, across selections too: a phone has the memory for one
  // large photo at a time, not for ten.
  const queue = useRef<Promise<void>>(Promise.resolve());
  function add(picked: File[]) {
    setPreparing((count) => count + picked.length);
    queue.current = queue.current.then(() => prepareInTurn(picked));
  }
  async function prepareInTurn(picked: File[]) {
    for (const file of picked) {
      const prepared = await prepareImage(file);
      if (!mounted.current) return;
      setPreparing((count) => count - 1);
      if (prepared.ok) {
        const item = { file: prepared.file, preview: URL.createObjectURL(prepared.file) };
        setChosen((current) => [...current, item]);
      } else {
        setProblems((current) => [...current, prepared.problem]);
      }
    }
  }

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
          // A new selection replaces the input's list: put back the images chosen before, so
          // the originals of the new ones are never what the form holds.
          const field = event.currentTarget;
          const picked = Array.from(field.files ?? []);
          field.files = fileListOf(chosen.map((item) => item.file));
          setProblems([]);
          add(picked);
        }}
        aria-describedby="gallery-images-hint"
        aria-invalid={error ? true : undefined}
      />
      <p className="field-hint" id="gallery-images-hint">
        {`${IMAGE_RULE_TEXT} each.`}
        {required ? " At least one image." : ""}{" "}
        <span role="status">
          {preparing > 0 ? `Preparing ${preparing === 1 ? "photo" : `${preparing} photos`}...` : ""}
        </span>
      </p>
      {problems.map((problem, index) => (
        <p key={`${index}-${problem}`} className="field-error" role="alert">
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
