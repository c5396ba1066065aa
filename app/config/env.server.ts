/**
 * The one place the environment is read and checked, by the app and by the production server
 * (server.ts imports this file as it is: only node: modules and zod, only erasable TypeScript).
 */
import { existsSync } from "node:fs";
import { isIP } from "node:net";
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

/**
 * A whole number in [min, max] for a setting of the production server, with a default; a wrong
 * value is named in the message as it was given.
 */
function wholeNumber(fallback: number, min: number, max: number, requirement: string) {
  return z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: (issue) => `${requirement}, got "${String(issue.input)}"`,
    })
    .default(String(fallback))
    .transform(Number);
}

/** A name Express's `trust proxy` knows for a range of addresses. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Whether `item` is one entry of Express's `trust proxy` list: a range name, an address, or a
 * subnet as address/prefix length or (IPv4) address/netmask.
 */
function isProxyEntry(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item) || isIP(item) !== 0) return true;
  const [address = "", mask = "", ...rest] = item.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/** An optional text setting; set but empty counts as not set. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** A list separated by commas, each item trimmed, empty ones dropped. */
const commaSeparated = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_PATH: z.string().min(1).default("data/app.db"),
  UPLOADS_DIR: z.string().min(1).default("uploads"),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  PACK_CODE_SECRET: z
    .string()
    .min(32, "PACK_CODE_SECRET must be at least 32 characters")
    .optional(),
  ADMIN_USERNAME: z.string().min(1).default("admin"),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
  SEED_DEMO: z.enum(["0", "1"], { message: "SEED_DEMO must be 0 or 1" }).default("1"),
  COUNT_VISITS: z.enum(["0", "1"], { message: "COUNT_VISITS must be 0 or 1" }).default("1"),
  LOGIN_MAX_FAILURES: positiveCount("LOGIN_MAX_FAILURES", 5),
  LOGIN_WINDOW_MINUTES: positiveCount("LOGIN_WINDOW_MINUTES", 15),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveCount("LOGIN_MAX_FAILURES_PER_ADDRESS", 20),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveCount("LOGIN_MAX_FAILURES_PER_USERNAME", 50),
  LOGIN_USERNAME_WINDOW_MINUTES: positiveCount("LOGIN_USERNAME_WINDOW_MINUTES", 60),
  CONTACT_MAX_PER_WINDOW: positiveCount("CONTACT_MAX_PER_WINDOW", 30),
  CONTACT_MAX_PER_EMAIL: positiveCount("CONTACT_MAX_PER_EMAIL", 5),
  CONTACT_WINDOW_MINUTES: positiveCount("CONTACT_WINDOW_MINUTES", 10),
  CONTACT_DUPLICATE_MINUTES: countOrOff("CONTACT_DUPLICATE_MINUTES", 60),
  VERIFY_MAX_PER_WINDOW: positiveCount("VERIFY_MAX_PER_WINDOW", 60),
  VERIFY_WINDOW_MINUTES: positiveCount("VERIFY_WINDOW_MINUTES", 10),
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
  NOTIFY_EMAIL: commaSeparated
    .pipe(
      z.array(z.email("NOTIFY_EMAIL must be e-mail addresses separated by commas")).min(1, {
        message: "NOTIFY_EMAIL must name at least one e-mail address",
      }),
    )
    .optional(),
  MAIL_FROM: z.email("MAIL_FROM must be an e-mail address").optional(),
  // The shared caches in front of the site, purged on every change (app/cache-purge).
  PURGE_VARNISH_URLS: commaSeparated
    .pipe(
      z.array(
        z.url({
          protocol: /^https?$/,
          message:
            "PURGE_VARNISH_URLS must be http(s) addresses of Varnish separated by commas, e.g. http://127.0.0.1:6081",
        }),
      ),
    )
    .default([]),
  CLOUDFLARE_ZONE_ID: optionalText,
  CLOUDFLARE_API_TOKEN: optionalText,
  CLOUDFLARE_API_URL: z
    .url({ protocol: /^https?$/, message: "CLOUDFLARE_API_URL must be an http(s) address" })
    .default("https://api.cloudflare.com/client/v4"),
  // The production server's own settings (server.ts).
  PORT: wholeNumber(3000, 0, 65535, "must be a port number"),
  HOST: optionalText,
  TRUST_PROXY: z
    .string()
    .refine((value) => value.split(",").every((item) => isProxyEntry(item.trim())), {
      error: (issue) =>
        `must be loopback, linklocal, uniquelocal or addresses and subnets (10.0.0.1, 10.0.0.0/8) separated by commas, got "${String(issue.input)}"`,
    })
    .default("loopback"),
  PAGE_CACHE_MB: wholeNumber(
    32,
    0,
    Number.MAX_SAFE_INTEGER,
    "must be a whole number of megabytes (0 turns the page cache off)",
  ),
  OFFLINE_VERSION: optionalText,
  REQUEST_TIMEOUT_SECONDS: wholeNumber(
    120,
    1,
    Number.MAX_SAFE_INTEGER,
    "must be a whole number of seconds, at least 1",
  ),
  MAX_CONNECTIONS: wholeNumber(
    500,
    1,
    Number.MAX_SAFE_INTEGER,
    "must be a whole number, at least 1",
  ),
  // Replication (deploy/litestream.yml): Litestream's metrics address, and rclone's destination
  // for the uploads folder.
  LITESTREAM_ADDR: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]+:\d{1,5}$/, "LITESTREAM_ADDR must be host:port, e.g. 127.0.0.1:9090")
      .optional(),
  ),
  UPLOADS_REPLICA: optionalText,
});

export interface ServerEnv {
  nodeEnv: "development" | "production" | "test";
  databasePath: string;
  uploadsDir: string;
  sessionSecret: string | undefined;
  /** The key pack codes are hashed with (app/verification); unset: a key file beside the database. */
  packCodeSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Whether public page views, searches and enquiries are counted per day (app/insight). */
  countVisits: boolean;
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
  /** Pack verification: checks allowed per client address within the window (code guessing). */
  verifyMaxPerWindow: number;
  verifyWindowMinutes: number;
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
  /** Where a change to what public pages show is purged (app/cache-purge). */
  cachePurge: CachePurgeSettings;
  /** The production server's port (0: any free one) and the address it listens on. */
  port: number;
  host: string | undefined;
  /** The reverse proxies whose X-Forwarded-* headers are believed, in Express's syntax. */
  trustProxy: string;
  /** Memory for rendered public pages (server/page-cache.ts); 0 turns the cache off. */
  pageCacheMb: number;
  /**
   * What phones' offline caches are named by (app/offline), when the operator names one to make
   * every phone drop its saved copies; else the build's version.
   */
  offlineVersion: string | undefined;
  /**
   * The longest a client may take to send a whole request, body included: a few photos from a
   * phone over a slow link. Past it the request is answered 408 and its connection closed.
   */
  requestTimeoutSeconds: number;
  /**
   * Open connections taken at once; more are closed as they come. Each costs a file descriptor
   * and some memory even when idle, and behind Caddy a slow visitor's body holds one.
   */
  maxConnections: number;
  /**
   * Where Litestream, replicating the database, serves its metrics (its `addr`): when set, the
   * app leaves checkpoints to Litestream and /healthz says how far the replica lags.
   */
  litestreamAddr: string | undefined;
  /** rclone's destination for a copy of the uploads folder (a remote path or a folder). */
  uploadsReplica: string | undefined;
}

export interface NotificationSettings {
  smtpUrl: string;
  /** The staff addresses every notification goes to. */
  to: string[];
  /** The sender address of notifications. */
  from: string;
}

export interface CachePurgeSettings {
  /** Varnish instances, each sent a BAN of every page. */
  varnish: string[];
  /** A Cloudflare zone whose cache is purged whole through its API, with a token. */
  cloudflare: { zoneId: string; apiToken: string; apiUrl: string } | null;
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
  if (Boolean(env.CLOUDFLARE_ZONE_ID) !== Boolean(env.CLOUDFLARE_API_TOKEN)) {
    throw new Error(
      "Invalid configuration:\n  CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN: set both to purge Cloudflare's cache, or neither",
    );
  }
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined;
  return {
    nodeEnv: env.NODE_ENV,
    databasePath: fromAppRoot(env.DATABASE_PATH),
    uploadsDir: fromAppRoot(env.UPLOADS_DIR),
    sessionSecret: env.SESSION_SECRET,
    packCodeSecret: env.PACK_CODE_SECRET,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO === "1",
    countVisits: env.COUNT_VISITS === "1",
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginWindowMinutes: env.LOGIN_WINDOW_MINUTES,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerUsername: env.LOGIN_MAX_FAILURES_PER_USERNAME,
    loginUsernameWindowMinutes: env.LOGIN_USERNAME_WINDOW_MINUTES,
    contactMaxPerWindow: env.CONTACT_MAX_PER_WINDOW,
    contactMaxPerEmail: env.CONTACT_MAX_PER_EMAIL,
    contactWindowMinutes: env.CONTACT_WINDOW_MINUTES,
    verifyMaxPerWindow: env.VERIFY_MAX_PER_WINDOW,
    verifyWindowMinutes: env.VERIFY_WINDOW_MINUTES,
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
    cachePurge: {
      varnish: env.PURGE_VARNISH_URLS,
      cloudflare:
        env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN
          ? {
              zoneId: env.CLOUDFLARE_ZONE_ID,
              apiToken: env.CLOUDFLARE_API_TOKEN,
              apiUrl: env.CLOUDFLARE_API_URL.replace(/\/+$/, ""),
            }
          : null,
    },
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    pageCacheMb: env.PAGE_CACHE_MB,
    offlineVersion: env.OFFLINE_VERSION,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    maxConnections: env.MAX_CONNECTIONS,
    litestreamAddr: env.LITESTREAM_ADDR,
    uploadsReplica: env.UPLOADS_REPLICA,
  };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}
