import { Form, useLocation, useSearchParams } from "react-router";
import { BACK_FIELD, TRASH_PATH, TRASHED_PARAM, undoBackPath } from "~/admin/trash-links";
import { parseId } from "~/lib/ids";
import { noticeFrom } from "./notices";

/**
 * The success notice of the last change, and an error the action returned, if any. After a
 * delete the notice offers Undo: the record back from the trash, and this view again.
 */
export function AdminMessages({ error }: { error?: string | null }) {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const notice = noticeFrom(searchParams);
  const trashed = parseId(searchParams.get(TRASHED_PARAM));
  const shown = (
    <p className="alert alert-success" role="status">
      {notice}
    </p>
  );
  return (
    <>
      {notice && !error && trashed === null ? shown : null}
      {notice && !error && trashed !== null ? (
        <div className="notice-with-undo">
          {shown}
          <Form method="post" action={TRASH_PATH}>
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="id" value={trashed} />
            <input type="hidden" name={BACK_FIELD} value={undoBackPath(pathname, search)} />
            <button type="submit" className="button button-outline">
              Undo
            </button>
          </Form>
        </div>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
