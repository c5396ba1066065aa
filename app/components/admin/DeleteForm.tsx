import { Form } from "react-router";
import type { FormEvent } from "react";
import { DELETE_CONFIRMED } from "~/admin/form-fields";
import { TRASH_DAYS } from "~/db/trash-kinds";

/** What a Delete asks: a record goes to the trash; one in the trash (`forGood`) is gone for good. */
export function deleteQuestion(what: string, forGood = false): string {
  return forGood
    ? `Delete ${what} for good? This cannot be undone.`
    : `Delete ${what}? It goes to the trash, where it can be restored for ${TRASH_DAYS} days.`;
}

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
  forGood = false,
}: {
  id: number;
  what: string;
  confirmed?: boolean;
  label?: string;
  /** Deletes a record in the trash for good. */
  forGood?: boolean;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (confirmed) return;
    if (!window.confirm(deleteQuestion(what, forGood))) {
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
  forGood = false,
}: {
  id: number;
  what: string;
  cancelTo: string;
  forGood?: boolean;
}) {
  return (
    <div className="alert alert-warning" role="alert">
      <p>{deleteQuestion(what, forGood)}</p>
      <div className="inline-actions">
        <DeleteForm
          id={id}
          what={what}
          confirmed
          forGood={forGood}
          label={forGood ? "Yes, delete for good" : "Yes, delete"}
        />
        <a href={cancelTo} className="button button-small button-outline">
          Cancel
        </a>
      </div>
    </div>
  );
}
