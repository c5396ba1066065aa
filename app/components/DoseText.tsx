import { Fragment } from "react";
import { BidiText } from "./BidiText";

/**
 * A dose as a page shows it, each of its phrases kept whole on a line where it fits, so a
 * narrow phone breaks '250 ml per acre in 100–120 litres of water' after 'per acre', never
 * inside the amount. A phrase wider than the line still wraps within itself.
 */
export function DoseText({ phrases }: { phrases: readonly string[] }) {
  return phrases.map((phrase, index) => (
    <Fragment key={index}>
      {index > 0 ? " " : null}
      <span className="dose-phrase">
        <BidiText text={phrase} />
      </span>
    </Fragment>
  ));
}
