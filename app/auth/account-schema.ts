import { z } from "zod";
import { requiredLine } from "~/lib/text-schemas";

/*
 * What the account forms and the accounts API take, one schema each. Nothing here is
 * server-only: the API's description names these schemas.
 */

export const MIN_PASSWORD_LENGTH = 8;
/** A longer value cannot be a real password; it is refused without hashing it. */
export const MAX_PASSWORD_LENGTH = 1000;

/** The field of the authenticator app's code, on the sign-in page and when setting it up. */
export const CODE_LABEL = "Authentication code";

/** The recovery codes an account gets with two-factor sign-in, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

export const SET_UP_LINK_INVALID_MESSAGE =
  "This set-up link is not valid or has expired. Ask an administrator for a new one.";

export const OWN_ACCOUNT_MESSAGE =
  "You cannot disable your own account; another administrator can.";

export function lastActiveMessage(name: string): string {
  return `${name} is the last active account: at least one must stay active.`;
}

export function usernameTakenMessage(username: string): string {
  return `The username "${username}" is taken`;
}

export const ACCOUNT_LIMITS = { name: 80, username: 40 } as const;

/** How a new account's owner signs in the first time. */
export const FIRST_SIGN_INS = ["one-time-password", "set-up-link"] as const;
export type FirstSignInKind = (typeof FIRST_SIGN_INS)[number];

export const USERNAME_MESSAGE =
  "Username may use letters, digits, dots, dashes and underscores (2 to 40 characters)";

/** A new username: read trimmed and in lower case, so "Ali" and "ali" are one account. */
const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .toLowerCase()
  .min(1, "Username is required")
  .regex(/^[a-z0-9._-]{2,40}$/, USERNAME_MESSAGE)
  .meta({ description: USERNAME_MESSAGE, examples: ["bilal"] });

export const newAccountSchema = z
  .object({
    name: requiredLine("Name", ACCOUNT_LIMITS.name).meta({ examples: ["Bilal Ahmed"] }),
    username: usernameSchema,
    firstSignIn: z
      .enum(FIRST_SIGN_INS, { error: "Choose a one-time password or a set-up link" })
      .default("one-time-password")
      .meta({
        description:
          "`one-time-password`: answered once in `oneTimePassword`; its owner chooses their own at the first sign-in. `set-up-link`: answered once in `setUpLink`, where its owner chooses a password within 24 hours.",
      }),
  })
  .meta({
    id: "NewAccount",
    description: "A colleague's administrator account.",
    examples: [{ name: "Bilal Ahmed", username: "bilal", firstSignIn: "set-up-link" }],
  });

export type NewAccount = z.output<typeof newAccountSchema>;

export const accountChangeSchema = z
  .object({
    active: z.boolean({ error: "Active must be true or false" }).meta({
      description:
        "`false` disables the account: its sessions and tokens stop at once. `true` enables it again.",
    }),
  })
  .meta({ id: "AccountChange", examples: [{ active: false }] });

const newPassword = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `The password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const repeated = <T extends { newPassword: string; repeatPassword: string }>(fields: T) =>
  fields.newPassword === fields.repeatPassword;
const DIFFERENT = { message: "The two passwords differ", path: ["repeatPassword"] };

/** A password of one's own, typed twice: at the first sign-in or from a set-up link. */
export const choosePasswordSchema = z
  .object({ newPassword, repeatPassword: z.string().default("") })
  .refine(repeated, DIFFERENT);

/** A change of one's own password: the current one first. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(MAX_PASSWORD_LENGTH, "Wrong current password"),
    newPassword,
    repeatPassword: z.string().default(""),
  })
  .refine(repeated, DIFFERENT);

/** The name an account is shown by: its name, or its username when it has none. */
export function accountName(account: { name: string; username: string }): string {
  return account.name || account.username;
}
