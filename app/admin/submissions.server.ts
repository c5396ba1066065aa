import type { Result } from "~/lib/result";

export { SUBMISSION_FIELD } from "./form-fields";

/**
 * Keys of the admin's "create" submissions that were saved, so that sending the same form again
 * creates nothing twice. With JavaScript, a photo upload whose answer was lost on a phone's link
 * (the record may well be saved) is retried with the key of the first try (see
 * uploadingClientAction). Kept in the server process, the one process this site runs as; the
 * last few hundred are enough for retries made within minutes.
 */
const savedKeys = new Set<string>();
const KEPT_KEYS = 500;

/** Whether a create with this key was already saved. */
export function alreadySaved(key: string | undefined): boolean {
  return key !== undefined && key !== "" && savedKeys.has(key);
}

/** Runs a create's save and remembers its key when it is saved. */
export async function saveOnce<T>(
  key: string | undefined,
  save: () => Result<T> | Promise<Result<T>>,
): Promise<Result<T>> {
  const result = await save();
  if (result.ok && key) {
    savedKeys.add(key);
    // A Set keeps insertion order: the oldest key goes first.
    if (savedKeys.size > KEPT_KEYS) savedKeys.delete(savedKeys.values().next().value ?? "");
  }
  return result;
}
