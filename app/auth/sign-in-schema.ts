import { z } from "zod";

export const EMPTY_CREDENTIALS_MESSAGE = "Please enter both username and password";
export const WRONG_CREDENTIALS_MESSAGE = "Invalid username or password";
export const ACCOUNT_DISABLED_MESSAGE =
  "This account is disabled. Another administrator can enable it again.";
export const WRONG_CODE_MESSAGE = "That code is not right. Please try again.";
export const CODE_NEEDED_MESSAGE =
  "A code is needed: this account signs in with two factors. Send `code`, the 6-digit code of its authenticator app or one of its recovery codes.";
export const CHOOSE_PASSWORD_FIRST_MESSAGE =
  "This account's password is a one-time password: sign in at /admin-login and choose your own first.";
export const ENROL_FIRST_MESSAGE =
  "Two-factor sign-in is required for every account: sign in at /admin-login and set it up first.";

/**
 * The credentials of a sign-in, as the sign-in form and POST /api/auth/admin-login send them.
 * The username is read trimmed; the password exactly as typed.
 */
export const signInSchema = z
  .object({
    username: z.string({ error: "Username is required" }).trim().min(1, "Username is required"),
    password: z.string({ error: "Password is required" }).min(1, "Password is required"),
    code: z
      .string({ error: "Code must be text" })
      .trim()
      .max(100, "Code must be at most 100 characters")
      .optional()
      .transform((code) => code || undefined)
      .meta({
        description:
          "For an account with two-factor sign-in: the 6-digit code its authenticator app shows, or one of its recovery codes (each works once). Without it such an account is answered 401 with a message saying a code is needed.",
        examples: ["492039"],
      }),
  })
  .meta({
    id: "SignIn",
    description:
      "An administrator's username and password, and the code of their authenticator app when they sign in with two factors.",
    examples: [{ username: "admin", password: "your-password" }],
  });

export type SignIn = z.output<typeof signInSchema>;
