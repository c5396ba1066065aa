import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { APP_ROOT, readServerEnv, serverEnv } from "./env.server";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");

/** A made-up environment; ProcessEnv's typing insists on NODE_ENV, the code does not. */
function fakeEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  return vars as NodeJS.ProcessEnv;
}

/** Why readServerEnv refuses these settings; empty when it takes them. */
function message(values: Record<string, string>): string {
  try {
    readServerEnv(fakeEnv(values));
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("APP_ROOT", () => {
  it("is the folder with package.json and drizzle/", () => {
    expect(APP_ROOT).toBe(REPO_ROOT);
    expect(existsSync(resolve(APP_ROOT, "package.json"))).toBe(true);
    expect(existsSync(resolve(APP_ROOT, "drizzle"))).toBe(true);
  });
});

describe("readServerEnv", () => {
  it("uses defaults for every variable, paths resolved against the app root", () => {
    expect(readServerEnv(fakeEnv({}))).toEqual({
      nodeEnv: "development",
      databasePath: resolve(REPO_ROOT, "data/app.db"),
      uploadsDir: resolve(REPO_ROOT, "uploads"),
      sessionSecret: undefined,
      packCodeSecret: undefined,
      adminUsername: "admin",
      adminPassword: undefined,
      seedDemo: true,
      countVisits: true,
      loginMaxFailures: 5,
      loginWindowMinutes: 15,
      loginMaxFailuresPerAddress: 20,
      loginMaxFailuresPerUsername: 50,
      loginUsernameWindowMinutes: 60,
      contactMaxPerWindow: 30,
      contactMaxPerEmail: 5,
      contactWindowMinutes: 10,
      verifyMaxPerWindow: 60,
      verifyWindowMinutes: 10,
      contactDuplicateMinutes: 60,
      contactMinSeconds: 2,
      inboxMarkReadOnOpen: true,
      publicOrigin: undefined,
      notifications: null,
      cachePurge: { varnish: [], cloudflare: null },
      port: 3000,
      host: undefined,
      trustProxy: "loopback",
      pageCacheMb: 32,
      offlineVersion: undefined,
      requestTimeoutSeconds: 120,
      maxConnections: 500,
    });
  });

  it("reads the production server's settings", () => {
    expect(
      readServerEnv(
        fakeEnv({
          PORT: "8080",
          HOST: "127.0.0.1",
          TRUST_PROXY: "loopback, 10.0.0.0/8, 192.168.1.0/255.255.255.0, fd00::1",
          PAGE_CACHE_MB: "0",
          OFFLINE_VERSION: "release-2",
          REQUEST_TIMEOUT_SECONDS: "30",
          MAX_CONNECTIONS: "50",
        }),
      ),
    ).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      trustProxy: "loopback, 10.0.0.0/8, 192.168.1.0/255.255.255.0, fd00::1",
      pageCacheMb: 0,
      offlineVersion: "release-2",
      requestTimeoutSeconds: 30,
      maxConnections: 50,
    });
    // Set but empty: the default (any address; the build's version).
    expect(readServerEnv(fakeEnv({ HOST: "", OFFLINE_VERSION: "" }))).toMatchObject({
      host: undefined,
      offlineVersion: undefined,
    });
    expect(readServerEnv(fakeEnv({ PORT: "0" })).port).toBe(0);
  });

  it("stops with a message naming each wrong server setting and the value given", () => {
    expect(
      message({
        PORT: "80a",
        PAGE_CACHE_MB: "-1",
        REQUEST_TIMEOUT_SECONDS: "0",
        MAX_CONNECTIONS: "1.5",
      }),
    ).toBe(
      "Invalid configuration:\n" +
        '  PORT: must be a port number, got "80a"\n' +
        '  PAGE_CACHE_MB: must be a whole number of megabytes (0 turns the page cache off), got "-1"\n' +
        '  REQUEST_TIMEOUT_SECONDS: must be a whole number of seconds, at least 1, got "0"\n' +
        '  MAX_CONNECTIONS: must be a whole number, at least 1, got "1.5"',
    );
    expect(message({ PORT: "65536" })).toContain('PORT: must be a port number, got "65536"');
    expect(message({ PORT: "" })).toContain('PORT: must be a port number, got ""');
    for (const trustProxy of ["true", "10.0.0.0/33", "10.0.0.1,", "proxy.example"]) {
      expect(message({ TRUST_PROXY: trustProxy }), trustProxy).toContain(
        `TRUST_PROXY: must be loopback, linklocal, uniquelocal or addresses and subnets (10.0.0.1, 10.0.0.0/8) separated by commas, got "${trustProxy}"`,
      );
    }
  });

  it("purges the shared caches named: Varnish instances, a Cloudflare zone with its token", () => {
    expect(readServerEnv(fakeEnv({})).cachePurge).toEqual({ varnish: [], cloudflare: null });
    const env = readServerEnv(
      fakeEnv({
        PURGE_VARNISH_URLS: " http://127.0.0.1:6081, http://10.0.0.5:6081/ ,",
        CLOUDFLARE_ZONE_ID: "zone1",
        CLOUDFLARE_API_TOKEN: "token1",
      }),
    );
    expect(env.cachePurge).toEqual({
      varnish: ["http://127.0.0.1:6081", "http://10.0.0.5:6081/"],
      cloudflare: {
        zoneId: "zone1",
        apiToken: "token1",
        apiUrl: "https://api.cloudflare.com/client/v4",
      },
    });
    expect(message({ PURGE_VARNISH_URLS: "varnish:6081" })).toContain(
      "PURGE_VARNISH_URLS must be http(s) addresses of Varnish",
    );
    expect(message({ CLOUDFLARE_ZONE_ID: "zone1" })).toContain(
      "CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN: set both",
    );
  });

  it("turns on notifications with SMTP_URL and the staff addresses of NOTIFY_EMAIL", () => {
    const env = readServerEnv(
      fakeEnv({
        SMTP_URL: "smtps://user:secret@mail.example.com:465",
        NOTIFY_EMAIL: " sales@example.com, owner@example.com ,",
        PUBLIC_URL: "https://agro.example/",
      }),
    );
    expect(env.notifications).toEqual({
      smtpUrl: "smtps://user:secret@mail.example.com:465",
      to: ["sales@example.com", "owner@example.com"],
      from: "website@agro.example",
    });
    expect(
      readServerEnv(
        fakeEnv({
          SMTP_URL: "smtp://localhost:2525",
          NOTIFY_EMAIL: "sales@example.com",
          MAIL_FROM: "enquiries@agro.example",
        }),
      ).notifications?.from,
    ).toBe("enquiries@agro.example");
  });

  it("stops with a clear message for a wrong SMTP_URL, NOTIFY_EMAIL or MAIL_FROM, or SMTP_URL alone", () => {
    expect(message({ SMTP_URL: "http://mail.example.com" })).toContain(
      "SMTP_URL must be an smtp:// or smtps:// address",
    );
    expect(
      message({ SMTP_URL: "smtp://localhost", NOTIFY_EMAIL: "sales, owner@example.com" }),
    ).toContain("NOTIFY_EMAIL must be e-mail addresses separated by commas");
    expect(message({ MAIL_FROM: "website" })).toContain("MAIL_FROM must be an e-mail address");
    expect(message({ SMTP_URL: "smtp://localhost" })).toContain(
      "NOTIFY_EMAIL: set the staff addresses",
    );
  });

  it("resolves relative paths against the app root, not the working directory, and keeps absolute ones", () => {
    const parsed = readServerEnv(
      fakeEnv({ DATABASE_PATH: "var/site.sqlite", UPLOADS_DIR: "/srv/agro/uploads" }),
    );
    expect(parsed.databasePath).toBe(resolve(REPO_ROOT, "var/site.sqlite"));
    expect(parsed.uploadsDir).toBe("/srv/agro/uploads");
  });

  it("reads every variable that is set", () => {
    expect(
      readServerEnv(
        fakeEnv({
          NODE_ENV: "production",
          SESSION_SECRET: "0123456789abcdef",
          ADMIN_USERNAME: "owner",
          ADMIN_PASSWORD: "kissan-2004",
          SEED_DEMO: "0",
          PORT: "8080",
        }),
      ),
    ).toMatchObject({
      nodeEnv: "production",
      sessionSecret: "0123456789abcdef",
      adminUsername: "owner",
      adminPassword: "kissan-2004",
      seedDemo: false,
    });
  });

  it("reads the sign-in and contact limits as whole numbers", () => {
    expect(
      readServerEnv(
        fakeEnv({
          LOGIN_MAX_FAILURES: "3",
          LOGIN_WINDOW_MINUTES: "60",
          LOGIN_MAX_FAILURES_PER_ADDRESS: "12",
          LOGIN_MAX_FAILURES_PER_USERNAME: "30",
          LOGIN_USERNAME_WINDOW_MINUTES: "120",
          CONTACT_MAX_PER_WINDOW: "20",
          CONTACT_MAX_PER_EMAIL: "3",
          CONTACT_WINDOW_MINUTES: "1",
          CONTACT_DUPLICATE_MINUTES: "0",
          CONTACT_MIN_SECONDS: "0",
        }),
      ),
    ).toMatchObject({
      loginMaxFailures: 3,
      loginWindowMinutes: 60,
      loginMaxFailuresPerAddress: 12,
      loginMaxFailuresPerUsername: 30,
      loginUsernameWindowMinutes: 120,
      contactMaxPerWindow: 20,
      contactMaxPerEmail: 3,
      contactWindowMinutes: 1,
      contactDuplicateMinutes: 0,
      contactMinSeconds: 0,
    });
  });

  it("stops the start on a limit that is not a whole number from 1", () => {
    for (const value of ["0", "-1", "2.5", "five", "", "1e3"]) {
      expect(() => readServerEnv(fakeEnv({ LOGIN_MAX_FAILURES: value }))).toThrow(
        /LOGIN_MAX_FAILURES must be a whole number/,
      );
    }
    expect(() => readServerEnv(fakeEnv({ LOGIN_MAX_FAILURES_PER_USERNAME: "0" }))).toThrow(
      /LOGIN_MAX_FAILURES_PER_USERNAME must be a whole number/,
    );
    expect(() => readServerEnv(fakeEnv({ CONTACT_WINDOW_MINUTES: "0" }))).toThrow(
      /CONTACT_WINDOW_MINUTES/,
    );
  });

  it("turns SEED_DEMO=0 and SEED_DEMO=1 into a flag", () => {
    expect(readServerEnv(fakeEnv({ SEED_DEMO: "0" })).seedDemo).toBe(false);
    expect(readServerEnv(fakeEnv({ COUNT_VISITS: "0" })).countVisits).toBe(false);
    expect(readServerEnv(fakeEnv({ SEED_DEMO: "1" })).seedDemo).toBe(true);
  });

  it("stops with a clear message for an invalid SEED_DEMO", () => {
    expect(() => readServerEnv(fakeEnv({ SEED_DEMO: "yes" }))).toThrow(
      "Invalid configuration:\n  SEED_DEMO: SEED_DEMO must be 0 or 1",
    );
  });

  it("marks a message read when it is opened unless INBOX_MARK_READ_ON_OPEN=0", () => {
    expect(readServerEnv(fakeEnv({})).inboxMarkReadOnOpen).toBe(true);
    expect(readServerEnv(fakeEnv({ INBOX_MARK_READ_ON_OPEN: "1" })).inboxMarkReadOnOpen).toBe(true);
    expect(readServerEnv(fakeEnv({ INBOX_MARK_READ_ON_OPEN: "0" })).inboxMarkReadOnOpen).toBe(
      false,
    );
    expect(() => readServerEnv(fakeEnv({ INBOX_MARK_READ_ON_OPEN: "off" }))).toThrow(
      "Invalid configuration:\n  INBOX_MARK_READ_ON_OPEN: INBOX_MARK_READ_ON_OPEN must be 0 or 1",
    );
  });

  it("stops when ADMIN_PASSWORD is shorter than 8 characters", () => {
    expect(() => readServerEnv(fakeEnv({ ADMIN_PASSWORD: "secret7" }))).toThrow(
      /ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 8 characters/,
    );
    expect(readServerEnv(fakeEnv({ ADMIN_PASSWORD: "secret78" })).adminPassword).toBe("secret78");
  });

  it("stops when SESSION_SECRET is shorter than 16 characters or NODE_ENV is unknown, listing each problem", () => {
    let message = "";
    try {
      readServerEnv(fakeEnv({ SESSION_SECRET: "short", NODE_ENV: "staging" }));
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain("SESSION_SECRET: SESSION_SECRET must be at least 16 characters");
    expect(message).toContain("NODE_ENV:");
  });
});

describe("serverEnv", () => {
  it("reflects the test set-up: its own database and uploads folder, no demo content", () => {
    const env = serverEnv();
    expect(env.databasePath).toBe(process.env.DATABASE_PATH);
    expect(env.uploadsDir).toBe(process.env.UPLOADS_DIR);
    expect(env.seedDemo).toBe(false);
    expect(serverEnv()).toBe(env);
  });
});
