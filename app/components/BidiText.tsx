import { Fragment } from "react";

/** Arabic-script letters: a text with any of them is laid out right to left. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * A left-to-right run inside Urdu text: Latin words with their digits, units and signs, such as
 * "20% SL" or "200 g/L (20% w/v)". Plain numbers ("2 سے 3") need no help and are left alone.
 */
const LATIN_RUN = /[(A-Za-z0-9][A-Za-z0-9%.,/()+\-–:\s]*[A-Za-z0-9%)]|[A-Za-z]/g;

/**
 * The longest Latin run kept on one line: a code or a formulation ("20-20-20 + TE", "200 g/L
 * (20% w/v) SL"). A longer run is an English phrase, which may wrap at its spaces so that it
 * never pushes a phone's page sideways.
 */
const CODE_MAX_LENGTH = 32;

/**
 * Text that may mix Urdu with Latin (a product name like 'ڈھال امیڈاکلوپرڈ 20% SL', an address
 * like '12-B، مین بلیوارڈ'). In Urdu, the bidirectional algorithm reads "20%" after an Urdu
 * letter as "%20" and "12-B" as "B-12"; each Latin run is isolated left to right so it reads as
 * written, and a code is kept on one line, where a break would leave a hyphen that reads as a
 * minus. Text without Urdu is returned as it is.
 */
export function BidiText({ text }: { text: string }) {
  if (!ARABIC_SCRIPT.test(text)) return <>{text}</>;
  const parts: (string | { latin: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const run = match[0];
    if (!/[A-Za-z%]/.test(run)) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ latin: run });
    last = start + run.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <bdi
            key={index}
            dir="ltr"
            className={part.latin.length <= CODE_MAX_LENGTH ? "latin-code" : undefined}
          >
            {part.latin}
          </bdi>
        ),
      )}
    </>
  );
}
