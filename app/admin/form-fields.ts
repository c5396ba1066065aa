/**
 * Fields and values the admin's forms and their actions agree on. Free of server code: the
 * forms (app/components/admin) and the actions (actions.server.ts, submissions.server.ts) both
 * read them.
 */

/** The form field that carries a new record's submission key (see submissions.server.ts). */
export const SUBMISSION_FIELD = "submission";

/** Value the hidden `confirmed` field of a Delete form carries once the deletion was confirmed. */
export const DELETE_CONFIRMED = "yes";

/**
 * The import's confirm button that imports a file's rows without problems and leaves out the
 * rest sends `rows` with this value; the button that imports a file without problems sends none.
 */
export const LEAVE_OUT_ROWS_WITH_PROBLEMS = "leave-out-rows-with-problems";
