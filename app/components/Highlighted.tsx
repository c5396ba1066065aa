import { highlightParts } from "~/search/highlight";
import { BidiText } from "./BidiText";

/** A text with the words a search found marked, for a results list. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <BidiText key={index} text={part.text} />
        ),
      )}
    </>
  );
}
