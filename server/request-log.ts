/**
 * One line in the log per request, and an id for it that the answer carries in X-Request-Id, so
 * a visitor's or a proxy's report of a failure can be found in the log.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Log } from "../app/lib/log.server.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What an id passed on by a proxy may look like: short, and nothing a log reader could trip on. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id a proxy gave the request when it is sane, else a new one. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
}

/** The path asked for, without the query: a query may carry a pack code or a search. */
export function loggedPath(url: string | undefined): string {
  const target = url ?? "/";
  const query = target.indexOf("?");
  return (query === -1 ? target : target.slice(0, query)).slice(0, 300);
}

/**
 * Logs the request once its answer is sent, or once the client left before that: method, path,
 * status, milliseconds taken and its id. Nothing of the client (address, headers) is kept.
 */
export function logRequest(log: Log, req: IncomingMessage, res: ServerResponse, id: string): void {
  const started = performance.now();
  res.once("close", () => {
    const line = {
      event: "request",
      id,
      method: req.method,
      path: loggedPath(req.url),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (res.statusCode >= 500) log.error(line);
    else log.info(line);
  });
}
