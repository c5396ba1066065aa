import { useSearchParams } from "react-router";
import { noticeFrom } from "./notices";

/** The success notice of the last change, and an error the action returned, if any. */
export function AdminMessages({ error }: { error?: string | null }) {
  const [searchParams] = useSearchParams();
  const notice = noticeFrom(searchParams);
  return (
    <>
      {notice && !error ? (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
