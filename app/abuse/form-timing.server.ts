import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "~/db/settings.server";
import { FORM_TIMING_SIGNATURE_LENGTH } from "~/config/server-contract";

/**
 * A form's timing token: the time the form was made, signed, so a post can be told apart from a
 * bot's that comes within moments of fetching the page. The token is per response: a page
 * cache must fill it in per response (like the CSP nonce), never keep one.
 */
export function formTimingToken(now = Date.now()): string {
  return `${now}.${signature(now)}`;
}

const TOKEN_PATTERN = new RegExp(`^(\\d{13})\\.([\\w-]{${FORM_TIMING_SIGNATURE_LENGTH}})$`);

function signature(time: number): string {
  return createHmac("sha256", sessionSecret())
    .update(`form-started:${time}`)
    .digest("base64url")
    .slice(0, FORM_TIMING_SIGNATURE_LENGTH);
}

/**
 * What a posted token says of its sender: a bot when it came sooner than `minSeconds` after
 * the form was made, or the token is forged; unknown without a token (an API client, a page
 * made before tokens); else a person.
 */
export function formTimingVerdict(
  token: unknown,
  minSeconds: number,
  now = Date.now(),
): "person" | "bot" | "unknown" {
  if (typeof token !== "string" || token === "") return "unknown";
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return "bot";
  const time = Number(match[1]);
  const expected = Buffer.from(signature(time));
  const given = Buffer.from(match[2] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "bot";
  return now - time < minSeconds * 1000 ? "bot" : "person";
}
