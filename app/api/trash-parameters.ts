/**
 * What the calls of the trash share in their descriptions: the parameters of a record in it, and
 * what a DELETE says of where the record went.
 */
import type { z } from "zod";
import { NOT_IN_TRASH_MESSAGE, TRASH_DAYS, TRASH_KINDS, type TrashKind } from "~/db/trash-kinds";
import { ID_PATTERN } from "~/lib/ids";
import { ok, type PathParameter } from "./describe";
import type { ResponseObject } from "./openapi-types";

/** A record in the trash: its kind and the `_id` it had, and gets back when restored. */
export const TRASHED_RECORD_PARAMETERS: Record<"kind" | "id", PathParameter> = {
  kind: {
    description: "What the record was, as the API names its collection.",
    schema: { type: "string", enum: [...TRASH_KINDS], examples: ["products"] },
  },
  id: {
    description: `The record's \`_id\`, as it had it before it was deleted. Anything else answers 404 (${NOT_IN_TRASH_MESSAGE}).`,
    schema: { type: "string", pattern: ID_PATTERN, examples: ["12"] },
  },
};

/**
 * The answer of a DELETE, as it always was (the deleted record, with the call's message), and
 * where the record went: the trash, from which its restore call brings it back.
 */
export function movedToTrash(
  what: string,
  kind: TrashKind,
  schema: z.ZodType,
  message: string,
): ResponseObject {
  return ok(
    `Deleted; \`data\` is the deleted ${what}. It is kept in the trash ${TRASH_DAYS} days, with everything that went with it: POST /api/trash/${kind}/{_id}/restore brings it back exactly as it was.`,
    schema,
    message,
  );
}
