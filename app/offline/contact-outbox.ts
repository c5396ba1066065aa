/**
 * Contact messages written without a connection, kept on the phone (IndexedDB) until they can
 * be sent: by the service worker (Background Sync, a page loaded online, the `online` event a
 * page passes on) or by the contact page itself where there is no worker. Each carries the key
 * its form gave it, so a message sent twice (two senders at once, an answer lost on the way) is
 * stored once by the server. Nothing here may import React: the worker bundles it.
 */

const DATABASE = "offline";
const STORE = "contact-outbox";
/** Where the kept messages go: the API takes the form's fields as JSON, with the key. */
export const CONTACT_SUBMIT_URL = "/api/contacts/submit";
/** The Background Sync tag of the outbox. */
export const CONTACT_OUTBOX_SYNC = "contact-outbox";

export interface KeptMessage {
  /** The form's submission key: the outbox's key too. */
  submissionKey: string;
  fields: Record<string, string>;
  keptAt: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: "submissionKey" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function inStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return open().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = use(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          database.close();
          reject(transaction.error);
        };
      }),
  );
}

/** Keeps a message on the phone until it can be sent. */
export function keepMessage(message: KeptMessage): Promise<unknown> {
  return inStore("readwrite", (store) => store.put(message));
}

export function keptMessages(): Promise<KeptMessage[]> {
  return inStore("readonly", (store) => store.getAll() as IDBRequest<KeptMessage[]>);
}

function forget(submissionKey: string): Promise<unknown> {
  return inStore("readwrite", (store) => store.delete(submissionKey));
}

/**
 * A kept message's fate when sent: delivered (or refused for good, as invalid: sending it again
 * would not help), or still to send (no connection, the server busy or limiting).
 */
export function sentForGood(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400 || status === 413;
}

let sending: Promise<number> | null = null;

/**
 * Sends every kept message, one at a time, and forgets those delivered. Calls made while a
 * round is under way share it. Resolves with how many are still kept.
 */
export function sendKeptMessages(): Promise<number> {
  if (sending) return sending;
  sending = (async () => {
    const messages = await keptMessages();
    let left = messages.length;
    for (const message of messages) {
      let status = 0;
      try {
        const answer = await fetch(CONTACT_SUBMIT_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...message.fields, submissionKey: message.submissionKey }),
          credentials: "omit",
        });
        status = answer.status;
      } catch {
        break; // No connection: the rest wait too.
      }
      if (sentForGood(status)) {
        await forget(message.submissionKey);
        left -= 1;
      }
    }
    return left;
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** A fresh submission key: random, so no two messages share one. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Outside a secure context there is no randomUUID: 16 random bytes in hex.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * Keeps a contact form's fields on the phone to send later, under the form's submission key, and
 * asks for Background Sync where the browser has it. Whether it could be kept (a browser that
 * refuses storage cannot).
 */
export async function keepToSendLater(fields: Record<string, string>): Promise<boolean> {
  const submissionKey = fields.submissionKey || newSubmissionKey();
  try {
    await keepMessage({ submissionKey, fields: { ...fields, submissionKey }, keptAt: Date.now() });
  } catch {
    return false;
  }
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(CONTACT_OUTBOX_SYNC);
  } catch {
    // No Background Sync: the worker sends it with the next page loaded online, or on `online`.
  }
  return true;
}
