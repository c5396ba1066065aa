import workerSource from "./service-worker.inline?classic-script";

/**
 * The text of /sw.js: the worker, built into one classic script (vite.inline-scripts.ts), after
 * the version its caches are named by. A new version is a new file, so browsers install it.
 */
export function serviceWorkerScript(version: string): string {
  return `var OFFLINE_VERSION=${JSON.stringify(version)};\n${workerSource}\n`;
}
