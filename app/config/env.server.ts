import { existsSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The folder that holds package.json and drizzle/. Found by walking up from this module so it
 * is the same whether the code runs from app/ (tests) or from the bundle in build/server/.
 */
function findAppRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(resolve(dir, "drizzle")) && existsSync(resolve(dir, "package.json"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const APP_ROOT = findAppRoot();

/** A whole number from 1 up, written in decimal digits, with a default. */
function positiveCount(name: string, fallback: number) {
  return z
    .string()
    .regex(/^[1-9]\d{0,6}$/, `${name} must be a whole number from 1 to 9999999`)
    .default(String(fallback))
    .transform(Number);
}

/** A whole number from 0 up (0 turns the check off), with a default. */
function countOrOff(name: string, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,7}$/, `${name} must be a whole number from 0 (off) to 9999999`)
    .default(String(fallback))
    .transform(Number);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_PATH: z.string().min(1).default("data/app.db"),
  UPLOADS_DIR: z.string().min(1).default("uploads"),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  ADMIN_USERNAME: z.string().min(1).default("admin"),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
  SEED_DEMO: z.enum(["0", "1"], { message: "SEED_DEMO must be 0 or 1" }).default("1"),
  LOGIN_MAX_FAILURES: positiveCount("LOGIN_MAX_FAILURES", 5),
  LOGIN_WINDOW_MINUTES: positiveCount("LOGIN_WINDOW_MINUTES", 15),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveCount("LOGIN_MAX_FAILURES_PER_ADDRESS", 20),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveCount("LOGIN_MAX_FAILURES_PER_USERNAME", 50),
  LOGIN_USERNAME_WINDOW_MINUTES: positiveCount("LOGIN_USERNAME_WINDOW_MINUTES", 60),
  CONTACT_MAX_PER_WINDOW: positiveCount("CONTACT_MAX_PER_WINDOW", 30),
  CONTACT_MAX_PER_EMAIL: positiveCount("CONTACT_MAX_PER_EMAIL", 5),
  CONTACT_WINDOW_MINUTES: positiveCount("CONTACT_WINDOW_MINUTES", 10),
  CONTACT_DUPLICATE_MINUTES: countOrOff("CONTACT_DUPLICATE_MINUTES", 60),
  CONTACT_MIN_SECONDS: countOrOff("CONTACT_MIN_SECONDS", 2),
  INBOX_MARK_READ_ON_OPEN: z
    .enum(["0", "1"], { message: "INBOX_MARK_READ_ON_OPEN must be 0 or 1" })
    .default("1"),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: "PUBLIC_URL must be an http(s) address" })
    .optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: "SMTP_URL must be an smtp:// or smtps:// address, e.g. smtps://user:pass@host:465",
    })
    .optional(),
  NOTIFY_EMAIL: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.email("NOTIFY_EMAIL must be e-mail addresses separated by commas")).min(1, {
        message: "NOTIFY_EMAIL must name at least one e-mail address",
      }),
    )
    .optional(),
  MAIL_FROM: z.email("MAIL_FROM must be an e-mail address").optional(),
});

export interface ServerEnv {
  nodeEnv: "development" | "production" | "test";
  databasePath: string;
  uploadsDir: string;
  sessionSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Sign-in: failures allowed per username from one client address within the window. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Sign-in: failures allowed per client address, whatever the usernames, in that window. */
  loginMaxFailuresPerAddress: number;
  /**
   * Sign-in: failures allowed per username from all addresses together within its own window;
   * an address that username signed in from lately is not held to it.
   */
  loginMaxFailuresPerUsername: number;
  loginUsernameWindowMinutes: number;
  /**
   * Contact messages allowed within the window: per client address, a ceiling against floods
   * (many farmers share one carrier address), and per e-mail address.
   */
  contactMaxPerWindow: number;
  contactMaxPerEmail: number;
  contactWindowMinutes: number;
  /** A message the same e-mail address sent within these minutes is stored once. */
  contactDuplicateMinutes: number;
  /** A contact form sent sooner than this after the page was made is a bot's. */
  contactMinSeconds: number;
  /** Opening a new message's details in the admin marks it read. */
  inboxMarkReadOnOpen: boolean;
  /** The site's public origin for canonical and shared links; else the request's own. */
  publicOrigin: string | undefined;
  /** E-mail to the staff of every new contact message; null when SMTP_URL is not set. */
  notifications: NotificationSettings | null;
}

export interface NotificationSettings {
  smtpUrl: string;
  /** The staff addresses every notification goes to. */
  to: string[];
  /** The sender address of notifications. */
  from: string;
}

function fromAppRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(APP_ROOT, path);
}

/** Reads and checks the environment; a wrong value stops the start with a clear message. */
export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  if (env.SMTP_URL && !env.NOTIFY_EMAIL) {
    throw new Error(
      "Invalid configuration:\n  NOTIFY_EMAIL: set the staff addresses that notifications go to (SMTP_URL is set)",
    );
  }
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined;
  return {
    nodeEnv: env.NODE_ENV,
    databasePath: fromAppRoot(env.DATABASE_PATH),
    uploadsDir: fromAppRoot(env.UPLOADS_DIR),
    sessionSecret: env.SESSION_SECRET,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO === "1",
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginWindowMinutes: env.LOGIN_WINDOW_MINUTES,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerUsername: env.LOGIN_MAX_FAILURES_PER_USERNAME,
    loginUsernameWindowMinutes: env.LOGIN_USERNAME_WINDOW_MINUTES,
    contactMaxPerWindow: env.CONTACT_MAX_PER_WINDOW,
    contactMaxPerEmail: env.CONTACT_MAX_PER_EMAIL,
    contactWindowMinutes: env.CONTACT_WINDOW_MINUTES,
    inboxMarkReadOnOpen: env.INBOX_MARK_READ_ON_OPEN === "1",
    contactDuplicateMinutes: env.CONTACT_DUPLICATE_MINUTES,
    contactMinSeconds: env.CONTACT_MIN_SECONDS,
    publicOrigin,
    notifications:
      env.SMTP_URL && env.NOTIFY_EMAIL
        ? {
            smtpUrl: env.SMTP_URL,
            to: env.NOTIFY_EMAIL,
            from:
              env.MAIL_FROM ??
              `website@${publicOrigin ? new URL(publicOrigin).hostname : "localhost"}`,
          }
        : null,
  };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}
