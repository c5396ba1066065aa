// The CSP hash sources of the inline <style> and <script> elements pages carry without a
// nonce. The server build's entry exports them; server.ts puts them in the policy.
export { inlineScriptHashes } from "~/components/page-script.server";
export { inlineStyleHashes } from "~/styles/inline-style.server";
