import { Fragment } from "react";
import { mixedTextParts } from "~/lib/bidi";

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
  const parts = mixedTextParts(text);
  if (!parts) return <>{text}</>;
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
