import type { ContactMessage } from "~/contacts/contacts.server";

/** What an enquiry has of a pack report's details: nothing. */
export const ENQUIRY = {
  kind: "enquiry",
  district: null,
  shop: null,
  packCode: null,
  photoKey: null,
  photoWidth: null,
  photoHeight: null,
} as const satisfies Partial<ContactMessage>;

/** A stored contact message as the inbox and the staff's mail read it, with the fields given. */
export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 42,
    name: "Muhammad Aslam",
    email: "aslam@example.com",
    phone: "+92 300 123-4567",
    subject: "bulk-order",
    message: "I need 50 bottles of Dhaal for my cotton.",
    status: "new",
    adminNotes: null,
    language: "en",
    ...ENQUIRY,
    createdAt: "2026-03-05T09:30:00.000Z",
    ...overrides,
  };
}
