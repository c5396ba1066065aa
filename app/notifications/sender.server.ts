import { createTransport } from "nodemailer";
import type { NotificationSettings } from "~/config/env.server";
import { getContactMessage } from "~/contacts/contacts.server";
import { episode, log, type Episode } from "~/lib/log.server";
import { enquiryMail, type OutgoingMail } from "./enquiry-mail";
import {
  claimNotification,
  dueNotifications,
  makePendingDue,
  markFailedTry,
  markSent,
  onNotificationQueued,
  senderStarted,
} from "./outbox.server";

/** What sends a mail: nodemailer's SMTP transport, or a stand-in in tests. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

/** How often the sender looks for notifications whose retry time has come. */
const POLL_MS = 15_000;
/** A try that has not finished after this long (the process died) may be made again. */
const LEASE_MS = 2 * 60_000;

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === "string" ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/** The mail server failing: told once in the log when it starts and once when it ends. */
const mailTrouble = episode("notification-mail");

/**
 * Sends every notification that is due, oldest first. A failure is recorded with its retry
 * time, and ends the round: the next ones would most likely fail the same way. The log tells
 * when sending starts failing and when it works again, not each retry (`trouble`), and each
 * notification given up.
 */
export async function deliverDueNotifications(
  transport: MailTransport,
  settings: { to: string[]; from: string; origin: string },
  now: () => number = Date.now,
  trouble: Episode = mailTrouble,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  for (const due of dueNotifications(now())) {
    claimNotification(due.id, now(), LEASE_MS);
    // A message deleted meanwhile took its notification with it.
    const contact = getContactMessage(due.contactId);
    if (!contact) continue;
    try {
      await transport.sendMail(enquiryMail(contact, settings));
      markSent(due.id, now());
      sent++;
      trouble.recovered("E-mailing the staff about new messages works again");
    } catch (error) {
      const outcome = markFailedTry(due, describe(error), now());
      trouble.failing(
        `E-mailing the staff about new messages failed; retrying with growing waits: ${describe(error)}`,
      );
      if (outcome === "given-up") {
        log().error(
          { event: "notification-given-up", contactId: contact.id },
          `Gave up e-mailing the staff about message ${contact.id} after a day: ${describe(error)}`,
        );
      }
      return { sent, failed: 1 };
    }
  }
  return { sent, failed: 0 };
}

/**
 * Starts delivering notifications in this process: at once for every pending one (a restart is
 * the moment to retry), then whenever a message is stored and every POLL_MS for retries.
 */
export function startNotificationSender(settings: NotificationSettings, origin: string): void {
  if (senderStarted()) return;
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const mailSettings = { to: settings.to, from: settings.from, origin };
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await deliverDueNotifications(transport, mailSettings);
      } while (again);
    } catch (error) {
      log().error({ event: "notification-sender", err: error }, "The notification sender failed");
    } finally {
      running = false;
    }
  };
  makePendingDue();
  onNotificationQueued(() => void run());
  setInterval(() => void run(), POLL_MS).unref();
  void run();
}
