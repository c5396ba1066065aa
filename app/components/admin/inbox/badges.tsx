import { CONTACT_STATUS_LABELS, type ContactStatus } from "~/contacts/contact-fields";

export function StatusBadge({ status }: { status: ContactStatus }) {
  return <span className={`status-badge status-${status}`}>{CONTACT_STATUS_LABELS[status]}</span>;
}

/** Marks a message written on the Urdu site, so staff answer in Urdu. */
export function LanguageBadge() {
  return (
    <span className="badge badge-language">
      Urdu <span lang="ur">اردو</span>
    </span>
  );
}
