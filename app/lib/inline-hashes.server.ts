// The CSP hash sources of the inline <style> and <script> elements pages carry without a
// nonce. The server build's entry exports them; server.ts puts them in the policy. The scripts'
// are computed from their built text by the plugin that builds them (vite.inline-scripts.ts).
export { inlineScriptHashes } from "virtual:inline-script-hashes";
export { inlineStyleHashes } from "~/styles/inline-style.server";
