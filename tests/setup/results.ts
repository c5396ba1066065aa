import type { Refusal, Result } from "~/lib/result";

/** The value of a write that must have succeeded; fails the test with the refusal otherwise. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) {
    throw new Error(`Expected success, got ${result.status}: ${JSON.stringify(result)}`);
  }
  return result.value;
}

/** The refusal of a write that must have been refused; fails the test otherwise. */
export function refusalOf<T>(result: Result<T>): Refusal {
  if (result.ok) throw new Error(`Expected a refusal, got ${JSON.stringify(result.value)}`);
  return result;
}
