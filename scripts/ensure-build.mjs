// Runs before `npm start`: builds the app when there is no build yet or the sources changed
// since the last one, so that `npm ci && npm start` is all a fresh machine needs.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const builtEntry = join(root, "build/server/index.js");
const sources = [
  "app",
  "public",
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

const builtAt = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0;
const changedAt = Math.max(
  ...sources
    .map((source) => join(root, source))
    .filter(existsSync)
    .map(newestChange),
);

if (changedAt > builtAt) {
  console.log(builtAt ? "Sources changed since the last build: building..." : "Building...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
