import { CONTACT_STATUS_LABELS, type ContactStatus } from "~/contacts/contact-fields";
import type { ContactMessage } from "~/contacts/contacts.server";
import { findDistrict } from "~/dealers/districts";

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

/** Marks a farmer's report of a suspect pack among the enquiries. */
export function PackReportBadge() {
  return <span className="badge badge-report">Pack report</span>;
}

/** Who wrote, as the inbox names them: a pack report's farmer may give only his phone. */
export function senderName(message: Pick<ContactMessage, "name" | "phone">): string {
  return message.name || message.phone || "Name not given";
}

/** A stored district code as staff read it: its English name. */
export function districtLabel(code: string | null): string {
  if (!code) return "District not given";
  return findDistrict(code)?.name ?? code;
}
