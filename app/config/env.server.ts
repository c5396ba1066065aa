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
  CONTACT_MAX_PER_WINDOW: positiveCount("CONTACT_MAX_PER_WINDOW", 5),
  CONTACT_WINDOW_MINUTES: positiveCount("CONTACT_WINDOW_MINUTES", 10),
  INBOX_MARK_READ_ON_OPEN: z
    .enum(["0", "1"], { message: "INBOX_MARK_READ_ON_OPEN must be 0 or 1" })
    .default("1"),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: "PUBLIC_URL must be an http(s) address" })
    .optional(),
});

export interface ServerEnv {
  nodeEnv: "development" | "production" | "test";
  databasePath: string;
  uploadsDir: string;
  sessionSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Sign-in: failures per username, and per client address, allowed within the window. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Contact messages per client address allowed within the window. */
  contactMaxPerWindow: number;
  contactWindowMinutes: number;
  /** Opening a new message's details in the admin marks it read. */
  inboxMarkReadOnOpen: boolean;
  /** The site's public origin for canonical and shared links; else the request's own. */
  publicOrigin: string | undefined;
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
    contactMaxPerWindow: env.CONTACT_MAX_PER_WINDOW,
    contactWindowMinutes: env.CONTACT_WINDOW_MINUTES,
    inboxMarkReadOnOpen: env.INBOX_MARK_READ_ON_OPEN === "1",
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
  };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}
