import type { UploadFailure } from "~/admin/upload-action";
import { useUploadProgress } from "~/admin/upload-progress";

/** What the admin is told when a save with files did not get through; `button` is its label. */
export function uploadFailedMessage(failure: UploadFailure, button: string): string {
  const again = `Everything you entered is still here: press ${button} again.`;
  return failure === "not-sent"
    ? `The upload did not get through: the connection was lost. ${again}`
    : `The connection was lost before the server answered, so it may not have been saved. ${again}`;
}

/**
 * Beside the Save button of a form with files (in its row of buttons): while saving with JavaScript, a progress bar
 * with how much is sent ("Uploading 42%"), then "Processing..." while the server makes the
 * image sizes; after a save that did not get through, what happened and what to do.
 */
export function UploadStatus({
  idPrefix,
  saving,
  failure,
  button,
}: {
  idPrefix: string;
  saving: boolean;
  failure: UploadFailure | undefined;
  button: string;
}) {
  const progress = useUploadProgress();
  const active = saving && progress.phase !== "idle";
  const text = !active
    ? ""
    : progress.phase === "uploading"
      ? `Uploading ${progress.percent}%`
      : "Processing...";
  return (
    <>
      {active ? (
        <progress
          id={`${idPrefix}-upload-progress`}
          className="upload-progress"
          aria-label="Upload progress"
          max={100}
          // Without a value the bar shows work going on, not an amount: the server's part.
          value={progress.phase === "uploading" ? progress.percent : undefined}
        />
      ) : null}
      <span role="status" className="upload-status">
        {text}
      </span>
      {failure && !saving ? (
        <p className="field-error upload-failed" role="alert">
          {uploadFailedMessage(failure, button)}
        </p>
      ) : null}
    </>
  );
}
