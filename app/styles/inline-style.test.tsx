import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { INLINE_STYLE_ID, InlineStyle, provideInlineStyle } from "./inline-style";
import { cspHashSource } from "~/lib/csp-hash.server";

describe("inline stylesheet", () => {
  const css = `.a>.b{content:"«x»"}.c::after{content:'&'}`;

  it("is rendered as exactly the given text, so that its hash holds", () => {
    provideInlineStyle(css);
    expect(renderToString(<InlineStyle />)).toBe(`<style id="${INLINE_STYLE_ID}">${css}</style>`);
  });

  it("is allowed by the SHA-256 of its UTF-8 text, in CSP's source syntax", () => {
    const digest = createHash("sha256").update(Buffer.from(css, "utf8")).digest("base64");
    expect(cspHashSource(css)).toBe(`'sha256-${digest}'`);
  });
});
