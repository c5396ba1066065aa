import { createHash } from "node:crypto";

/** The CSP source that allows an inline <style> or <script> with exactly this text. */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
