// Runs before `npm test`: the browser tests drive Debian's chromium, because Playwright's own
// browser download is not available everywhere this runs. Install it when it is missing, and
// the Noto fonts with it when no font has Urdu's letters, so pages are laid out with the
// Naskh font a farmer's Android phone draws them in, not with boxes for missing letters. The
// restore drill copies images with rclone, as the site does: Debian's `rclone` too. The
// shared-cache tests put Debian's Varnish in front of the app: it is installed with them when
// varnishd is missing (without it, those tests are left out of the run).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function onPath(command) {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
}

function hasUrduFont() {
  try {
    return execSync("fc-list :lang=ur family", { encoding: "utf8" }).trim() !== "";
  } catch {
    return false;
  }
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push("chromium");
if (!hasUrduFont()) missing.push("fonts-noto-core");
if (!onPath("rclone")) missing.push("rclone");
// Where Debian puts varnishd (tests/e2e/support/varnish.ts looks in the same places).
if (!process.env.VARNISHD_PATH && !existsSync("/usr/sbin/varnishd")) missing.push("varnish");

if (missing.length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const install = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  if (!isRoot) {
    if (missing.includes("chromium")) {
      console.error(
        `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo ${install}\n` +
          "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
      );
      process.exit(1);
    }
    if (missing.includes("rclone")) {
      console.error(`rclone is missing; the restore drill needs it. Install it with:\n  sudo ${install}`);
      process.exit(1);
    }
    if (missing.includes("fonts-noto-core"))
      console.warn(
        `No font has Urdu's letters: pages are drawn with boxes. Install one with:\n  sudo ${install}`,
      );
    if (missing.includes("varnish"))
      console.warn(
        `varnishd is missing: the shared-cache tests are left out. Install it with:\n  sudo ${install}`,
      );
  } else {
    console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests...`);
    execSync(install, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
}
