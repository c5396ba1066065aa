import { parseId } from "~/lib/ids";

/**
 * What an admin list page's address asks for besides the list: the record whose form is open
 * (`?edit={id}`, none when no listed record has that id) and whether the form for a new
 * record is open (`?new=1`).
 */
export function listPageQuery<T extends { id: number }>(request: Request, records: T[]) {
  const params = new URL(request.url).searchParams;
  const editId = parseId(params.get("edit"));
  return {
    editing: editId === null ? null : (records.find((record) => record.id === editId) ?? null),
    creating: params.get("new") === "1",
  };
}
