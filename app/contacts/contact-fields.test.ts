import { describe, expect, it } from "vitest";
import { contactSubjectLabel, newMessagesText } from "./contact-fields";

describe("newMessagesText", () => {
  it("says message for one and messages for any other number, never message(s)", () => {
    expect(newMessagesText(1)).toBe("1 new message");
    expect(newMessagesText(3)).toBe("3 new messages");
    expect(newMessagesText(0)).toBe("0 new messages");
    expect(newMessagesText(1234)).toBe("1,234 new messages");
  });
});

describe("contactSubjectLabel", () => {
  it("labels a subject as the admin table does, an unknown one as stored", () => {
    expect(contactSubjectLabel("bulk-order")).toBe("Bulk Order");
    expect(contactSubjectLabel("partnership")).toBe("Partnership");
    expect(contactSubjectLabel("pricing")).toBe("pricing");
  });
});
