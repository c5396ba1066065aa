/**
 * The staff's accounts as the accounts API answers them. Nothing here is server-only (the
 * routes' descriptions name the schemas; see record-schemas.ts); each record function is typed
 * from its schema, so an answer cannot drift from its description.
 */
import { z } from "zod";
import type { Account, FirstSignInShown } from "~/auth/accounts.server";

const instant = (description: string) =>
  z.string().meta({ format: "date-time", description, examples: ["2026-03-05T09:30:00.000Z"] });

export const accountRecordSchema = z
  .object({
    _id: z.string().meta({ description: "The account's id, as a string.", examples: ["2"] }),
    username: z.string().meta({ examples: ["bilal"] }),
    name: z.string().meta({ examples: ["Bilal Ahmed"] }),
    active: z.boolean().meta({
      description: "false: disabled; it cannot sign in and has no sessions or tokens.",
    }),
    twoFactor: z
      .boolean()
      .meta({ description: "Signs in with a code from an authenticator app too." }),
    mustChangePassword: z.boolean().meta({
      description:
        "Has a one-time password an administrator gave, and chooses their own at the next sign-in.",
    }),
    setUpLinkExpiresAt: instant("Until when its unused set-up link works (ISO 8601, UTC).")
      .nullable()
      .meta({ description: "Until when its unused set-up link works; null when it has none." }),
    lastSignInAt: instant("ISO 8601, UTC.")
      .nullable()
      .meta({ description: "Its newest sign-in (the admin or the API); null when never." }),
    createdAt: instant("ISO 8601, UTC."),
  })
  .meta({ id: "Account", description: "An administrator's account." });

export const accountAddedRecordSchema = z
  .object({
    account: accountRecordSchema,
    oneTimePassword: z
      .string()
      .nullable()
      .meta({
        description:
          "Asked for with `one-time-password`: give it to its owner, who chooses their own at the first sign-in. Answered this once; nothing keeps it.",
        examples: ["k7mq-3xv9-ab2c"],
      }),
    setUpLink: z.string().nullable().meta({
      description:
        "Asked for with `set-up-link`: the address where its owner chooses a password, once, until `account.setUpLinkExpiresAt`. Answered this once; nothing keeps it.",
    }),
  })
  .meta({ id: "AccountAdded", description: "A new account and how its owner first signs in." });

export type AccountRecord = z.output<typeof accountRecordSchema>;
export type AccountAddedRecord = z.output<typeof accountAddedRecordSchema>;

// The key order of each literal below is the key order of the JSON answer.

export function accountRecord(account: Account): AccountRecord {
  return {
    _id: String(account.id),
    username: account.username,
    name: account.name,
    active: account.active,
    twoFactor: account.twoFactor,
    mustChangePassword: account.mustChangePassword,
    setUpLinkExpiresAt: account.setUpLinkExpiresAt,
    lastSignInAt: account.lastSignInAt,
    createdAt: account.createdAt,
  };
}

export function accountAddedRecord(account: Account, shown: FirstSignInShown): AccountAddedRecord {
  return {
    account: accountRecord(account),
    oneTimePassword: "oneTimePassword" in shown ? shown.oneTimePassword : null,
    setUpLink: "setUpLink" in shown ? shown.setUpLink : null,
  };
}
