/**
 * The site's stylesheet, inlined as a <style> in the head of every page, so a page paints as
 * soon as its HTML arrives instead of waiting for a stylesheet on a slow link. The text comes
 * from the server only (inline-style.server.ts), so no script carries it; the browser takes it
 * from the page it was given, so hydration and every later render keep the same element.
 * The Content-Security-Policy allows the element by the hash of its text, not by a nonce.
 */
export const INLINE_STYLE_ID = "site-style";

let styleText: string | undefined;

/** Called once on the server by inline-style.server.ts with the built stylesheet's text. */
export function provideInlineStyle(text: string) {
  styleText = text;
}

function currentStyleText(): string {
  if (styleText !== undefined) return styleText;
  if (typeof document === "undefined") {
    throw new Error("The inline stylesheet was not provided: import inline-style.server first");
  }
  // In the browser: the text the server put in the page, read once before any render changes it.
  styleText = document.getElementById(INLINE_STYLE_ID)?.textContent ?? "";
  return styleText;
}

export function InlineStyle() {
  return <style id={INLINE_STYLE_ID} dangerouslySetInnerHTML={{ __html: currentStyleText() }} />;
}

/**
 * A page's own rules, inline after the site's (their hash is in the policy too, see
 * inline-style.server.ts): a page carries them only when it is the page that needs them.
 */
export function PageStyle({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
