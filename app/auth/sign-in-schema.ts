import { z } from "zod";

export const EMPTY_CREDENTIALS_MESSAGE = "Please enter both username and password";
export const WRONG_CREDENTIALS_MESSAGE = "Invalid username or password";

/**
 * The credentials of a sign-in, as the sign-in form and POST /api/auth/admin-login send them.
 * The username is read trimmed; the password exactly as typed.
 */
export const signInSchema = z
  .object({
    username: z.string({ error: "Username is required" }).trim().min(1, "Username is required"),
    password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  })
  .meta({
    id: "SignIn",
    description: "An administrator's username and password.",
    examples: [{ username: "admin", password: "your-password" }],
  });

export type SignIn = z.output<typeof signInSchema>;
