import { Link, useRouteLoaderData } from "react-router";
import { recordTrailHref, type EditedRecordChange } from "~/admin/trail-links";
import { pakistanDateTime } from "~/lib/dates";

/** The admin layout's route id, whose loader reads the open record's last change. */
const ADMIN_LAYOUT_ROUTE_ID = "routes/admin";

/**
 * "Last changed 2026-03-05 14:30 by Nadia · All changes": on a record's edit form, when and by
 * whom it was last changed, and a link to its trail. Nothing for a record with no change
 * recorded, or another record than the form's.
 */
export function LastChanged({ recordId }: { recordId: number }) {
  const layout = useRouteLoaderData<{ lastChange: EditedRecordChange | null }>(
    ADMIN_LAYOUT_ROUTE_ID,
  );
  const change = layout?.lastChange;
  if (!change || change.id !== recordId || !change.at) return null;
  return (
    <p className="last-changed">
      Last changed {pakistanDateTime(change.at)} by {change.actorName}
      {" · "}
      <Link to={recordTrailHref(change.kind, change.id)}>All changes</Link>
    </p>
  );
}
