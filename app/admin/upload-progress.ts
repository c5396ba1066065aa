import { useSyncExternalStore } from "react";

/**
 * How far the upload of an admin form has come: bytes going up (`percent` of the request sent),
 * then `processing` from the last byte until the server answers (it makes the image sizes).
 * One at a time: a page has one form with files, and the router sends one submission at a time.
 */
export type UploadProgress =
  { phase: "idle" } | { phase: "uploading"; percent: number } | { phase: "processing" };

const IDLE: UploadProgress = { phase: "idle" };

let current: UploadProgress = IDLE;
const listeners = new Set<() => void>();

function percentOf(progress: UploadProgress): number | null {
  return progress.phase === "uploading" ? progress.percent : null;
}

/** Says how far the upload has come; a repeat of the same whole percent changes nothing. */
export function reportUploadProgress(next: UploadProgress): void {
  if (next.phase === current.phase && percentOf(next) === percentOf(current)) return;
  current = next;
  for (const listener of listeners) listener();
}

export function endUploadProgress(): void {
  reportUploadProgress(IDLE);
}

/** How far the upload has come now. */
export function currentUploadProgress(): UploadProgress {
  return current;
}

/** Calls `listener` on every change; returns how to stop. */
export function subscribeUploadProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The upload's progress, for the page to show; idle in the server's HTML. */
export function useUploadProgress(): UploadProgress {
  return useSyncExternalStore(subscribeUploadProgress, currentUploadProgress, () => IDLE);
}
