import { Form } from "react-router";
import type { FormEvent } from "react";
import { DELETE_CONFIRMED } from "~/admin/form-fields";

/**
 * A Delete button. With JavaScript the browser asks for confirmation first; without it the
 * server answers with a confirmation step (see ConfirmDeletePanel), so nothing is deleted by a
 * single stray tap either way.
 */
export function DeleteForm({
  id,
  what,
  confirmed = false,
  label = "Delete",
}: {
  id: number;
  what: string;
  confirmed?: boolean;
  label?: string;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (confirmed) return;
    if (!window.confirm(`Are you sure you want to delete ${what}?`)) {
      event.preventDefault();
      return;
    }
    const field = event.currentTarget.elements.namedItem("confirmed");
    if (field instanceof HTMLInputElement) field.value = DELETE_CONFIRMED;
  }
  return (
    <Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="confirmed" value={confirmed ? DELETE_CONFIRMED : ""} />
      <button type="submit" className="button button-small button-danger">
        {label}
      </button>
    </Form>
  );
}

/** The no-JavaScript confirmation step of a deletion. */
export function ConfirmDeletePanel({
  id,
  what,
  cancelTo,
}: {
  id: number;
  what: string;
  cancelTo: string;
}) {
  return (
    <div className="alert alert-warning" role="alert">
      <p>Are you sure you want to delete {what}? This cannot be undone.</p>
      <div className="inline-actions">
        <DeleteForm id={id} what={what} confirmed label="Yes, delete" />
        <a href={cancelTo} className="button button-small button-outline">
          Cancel
        </a>
      </div>
    </div>
  );
}
