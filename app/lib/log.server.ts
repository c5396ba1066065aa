/**
 * The server's log: one JSON line per request and per notable event, on standard output, for
 * journald or a log collector to read (README, "Logs"). Only what the README names goes in: no
 * client address, no query string, no message text, no e-mail address or phone number.
 * server.ts imports this file as it is: only packages and erasable TypeScript.
 */
import {
  destination as fileDestination,
  pino,
  stdTimeFunctions,
  type DestinationStream,
  type Logger,
} from "pino";

export type Log = Logger;

/**
 * A log writing to `destination`, levels named, times ISO. By default standard output, each line
 * written before the call returns: the lines just before a crash are the ones most wanted, and
 * pino's own default buffers them (a few lines a second cost nothing to write at once).
 */
export function createLog(
  destination: DestinationStream = fileDestination({ dest: 1, sync: true }),
): Log {
  return pino(
    {
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
    },
    destination,
  );
}

// One log for the process, kept on globalThis so the dev server's reloads do not add more.
const holder = globalThis as typeof globalThis & { __appLog?: Log };

export function log(): Log {
  holder.__appLog ??= createLog();
  return holder.__appLog;
}

/**
 * A problem that may last (a mail server down, the replica unreachable), told once when it
 * starts and once when it ends, however many tries fail between: a retry every 30 s would
 * otherwise fill the log with the same line.
 */
export interface Episode {
  /** Logs `message` as an error unless this problem is already being told. */
  failing(message: string, details?: Record<string, unknown>): void;
  /** Logs `message` once when the problem had been told, and ends it. */
  recovered(message: string, details?: Record<string, unknown>): void;
  /** Whether the problem is on now. */
  readonly on: boolean;
}

/** An episode named `event` in the log (a field of each line, for searching). */
export function episode(event: string, logOf: () => Log = log): Episode {
  let on = false;
  return {
    failing(message, details = {}) {
      if (on) return;
      on = true;
      logOf().error({ event, ...details }, message);
    },
    recovered(message, details = {}) {
      if (!on) return;
      on = false;
      logOf().info({ event, ...details }, message);
    },
    get on() {
      return on;
    },
  };
}
