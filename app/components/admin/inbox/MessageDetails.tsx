import { Form, Link, useNavigate } from "react-router";
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { CONTACT_LIMITS, contactSubjectLabel, packReportPhoto } from "~/contacts/contact-fields";
import { fullImageUrl, responsiveImage } from "~/images/image-variants";
import type { ContactMessage } from "~/contacts/contacts.server";
import type { AnsweredMessage } from "~/contacts/reply-links";
import { pakistanDateTime } from "~/lib/dates";
import { BidiText } from "../../BidiText";
import { Dialog } from "../../Dialog";
import { useReturnFocus } from "../../use-focus-trap";
import type { AdminActionData } from "../AdminList";
import { AdminMessages } from "../AdminMessages";
import { FieldError } from "../fields";
import { usePendingIntent } from "../usePending";
import { districtLabel, LanguageBadge, PackReportBadge, senderName, StatusBadge } from "./badges";

const count = (value: number) => value.toLocaleString("en-US");

/** A line of the details: its term, what it says, and whether that is text a visitor wrote. */
type Detail = { term: string; detail: ReactNode; text?: boolean };

/**
 * Staff's notes on a message: a plain POST form (post/redirect/get), saved as typed; an empty
 * box clears them. A refused save comes back with the text as typed and why.
 */
function NotesForm({
  message,
  result,
  textarea,
}: {
  message: ContactMessage;
  result: AdminActionData | undefined;
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  const saving = usePendingIntent("notes");
  const error = result?.errors?.adminNotes;
  const id = "contact-adminNotes";
  return (
    <Form method="post" className="notes-form" preventScrollReset>
      <input type="hidden" name="intent" value="notes" />
      <input type="hidden" name="id" value={message.id} />
      <div className="field">
        <label htmlFor={id}>{message.adminNotes ? "Edit notes" : "Write notes"}</label>
        <textarea
          id={id}
          name="adminNotes"
          rows={3}
          maxLength={CONTACT_LIMITS.adminNotes}
          defaultValue={result?.values?.adminNotes ?? message.adminNotes ?? ""}
          dir="auto"
          ref={textarea}
          {...(error
            ? { "aria-invalid": true, "aria-describedby": `${id}-error ${id}-hint` }
            : { "aria-describedby": `${id}-hint` })}
        />
        <p className="field-hint" id={`${id}-hint`}>
          Only staff see notes. Up to {count(CONTACT_LIMITS.adminNotes)} characters; save an empty
          box to clear them.
        </p>
        <FieldError id={id} message={error} />
      </div>
      <div>
        <button type="submit" className="button button-small" disabled={saving}>
          {saving ? "Saving..." : "Save notes"}
        </button>
      </div>
    </Form>
  );
}

/**
 * A message's details over the inbox, a page state of its own (?view=ID) that works without
 * JavaScript. With it, focus moves in and stays inside until Escape or Close, then goes back
 * to the row's View link; typed notes are not thrown away by a stray Escape.
 */
export function MessageDetails({
  message,
  result,
  closeTo,
}: {
  message: AnsweredMessage;
  result: AdminActionData | undefined;
  /** The inbox as it was, without the message open. */
  closeTo: string;
}) {
  const notes = useRef<HTMLTextAreaElement>(null);
  const markReplied = useRef<HTMLButtonElement>(null);
  const [replyStarted, setReplyStarted] = useState(false);
  const navigate = useNavigate();
  const close = useCallback(() => {
    const typedNotes = notes.current;
    if (typedNotes && typedNotes.value !== typedNotes.defaultValue) {
      if (!window.confirm("Close without saving the notes you typed?")) return;
    }
    navigate(closeTo, { preventScrollReset: true });
  }, [closeTo, navigate]);
  useReturnFocus(true, () => document.querySelector<HTMLElement>(`a[href$="view=${message.id}"]`));
  useEffect(() => {
    if (replyStarted) markReplied.current?.focus();
  }, [replyStarted]);

  const { reply } = message;
  const startReply = () => setReplyStarted(true);
  const photo = packReportPhoto(message);
  const report: Detail[] =
    message.kind === "pack-report"
      ? [
          { term: "Kind", detail: <PackReportBadge /> },
          { term: "Bought in", detail: districtLabel(message.district) },
          { term: "Shop", detail: message.shop ?? "Not given", text: true },
          {
            term: "Code or batch typed",
            detail: <bdi dir="ltr">{message.packCode ?? "Not given"}</bdi>,
          },
          {
            term: "Photo",
            detail: photo ? (
              <a href={fullImageUrl(photo)}>
                <img
                  {...responsiveImage(photo, 640)}
                  sizes="(min-width: 700px) 480px, 90vw"
                  alt="The pack, as the farmer photographed it (opens the largest size)"
                  className="report-photo"
                />
              </a>
            ) : (
              "None sent"
            ),
          },
        ]
      : [];
  const details: Detail[] = [
    ...report,
    { term: "Name", detail: message.name || "Not given", text: true },
    {
      term: "Phone",
      detail:
        message.phone && reply.call ? (
          <a href={reply.call} dir="ltr">
            {message.phone}
          </a>
        ) : (
          "Not given"
        ),
    },
    {
      term: "Email",
      detail: message.email ? <a href={`mailto:${message.email}`}>{message.email}</a> : "Not given",
    },
    { term: "Subject", detail: contactSubjectLabel(message.subject) },
    {
      term: "Language",
      detail:
        message.language === "ur" ? (
          <>
            <LanguageBadge /> Sent from the Urdu site: reply in Urdu.
          </>
        ) : (
          "English"
        ),
    },
    { term: "Status", detail: <StatusBadge status={message.status} /> },
    { term: "Received", detail: pakistanDateTime(message.createdAt) },
  ];
  return (
    <Dialog titleId="contact-details-title" onEscape={close}>
      <h2 id="contact-details-title">
        {message.kind === "pack-report" ? "Pack report from " : "Message from "}
        <bdi>{senderName(message)}</bdi>
      </h2>
      <AdminMessages error={result?.error} />
      <dl className="details-list">
        {details.map(({ term, detail, text }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd dir={text ? "auto" : undefined}>{detail}</dd>
          </div>
        ))}
        {message.kind === "pack-report" && !message.message ? null : (
          <div>
            <dt>{message.kind === "pack-report" ? "Note" : "Message"}</dt>
            <dd dir="auto" className="message-text">
              <BidiText text={message.message} />
            </dd>
          </div>
        )}
        {message.adminNotes ? (
          <div>
            <dt>Admin notes</dt>
            <dd dir="auto" className="message-text">
              {message.adminNotes}
            </dd>
          </div>
        ) : null}
      </dl>
      <NotesForm
        key={`${message.id}|${message.adminNotes ?? ""}`}
        message={message}
        result={result}
        textarea={notes}
      />
      {replyStarted && message.status !== "replied" ? (
        <p className="field-hint" role="status">
          Sent your reply? Mark the message Replied.
        </p>
      ) : null}
      <div className="inline-actions">
        {reply.call ? (
          <a href={reply.call} className="button" onClick={startReply}>
            Call
          </a>
        ) : null}
        {reply.whatsapp ? (
          <a
            href={reply.whatsapp}
            className="button button-chat"
            rel="noopener noreferrer"
            onClick={startReply}
          >
            WhatsApp
          </a>
        ) : null}
        {reply.email ? (
          <a href={reply.email} className="button" onClick={startReply}>
            Reply via Email
          </a>
        ) : null}
        {message.status === "replied" ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="replied" />
            <input type="hidden" name="id" value={message.id} />
            <button type="submit" className="button button-outline" ref={markReplied}>
              Mark as Replied
            </button>
          </Form>
        )}
        <Link to={closeTo} className="button button-outline" preventScrollReset>
          Close
        </Link>
      </div>
    </Dialog>
  );
}
