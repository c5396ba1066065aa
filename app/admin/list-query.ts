import { parseId } from "~/lib/ids";

/** The address parameter naming a file a save left out, one message each (see listPageAction). */
export const LEFT_OUT_PARAM = "left-out";

/**
 * What an admin list page's address asks for besides the list: the record whose form is open
 * (`?edit={id}`, none when no listed record has that id), whether the form for a new
 * record is open (`?new=1`), and the files its last save left out.
 */
export function listPageQuery<T extends { id: number }>(request: Request, records: T[]) {
  const params = new URL(request.url).searchParams;
  const editId = parseId(params.get("edit"));
  return {
    editing: editId === null ? null : (records.find((record) => record.id === editId) ?? null),
    creating: params.get("new") === "1",
    leftOut: params.getAll(LEFT_OUT_PARAM),
  };
}
