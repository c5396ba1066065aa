/** The form field that carries a new record's submission key (see submissions.server.ts). */
export const SUBMISSION_FIELD = "submission";
