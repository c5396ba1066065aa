/** Accessibility attributes of a field that may carry an error message. */
export function fieldA11y(id: string, error: string | undefined) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` }
    : { "aria-invalid": undefined, "aria-describedby": undefined };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}
