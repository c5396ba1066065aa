import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Debian's Varnish in front of a test server, with the deployed VCL (deploy/varnish/default.vcl)
 * pointed at that server's port. `npm test` runs the specs that need it only when varnishd is
 * installed (scripts/ensure-chromium.mjs installs it with chromium).
 */

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const DEPLOYED_VCL = join(ROOT, "deploy/varnish/default.vcl");

/** Where varnishd is (Debian puts it in /usr/sbin), or null when it is not installed. */
export const VARNISHD: string | null =
  process.env.VARNISHD_PATH ?? (existsSync("/usr/sbin/varnishd") ? "/usr/sbin/varnishd" : null);

export interface VarnishProcess {
  child: ChildProcess;
  /** Where visitors reach the site through Varnish. */
  origin: string;
  /** Stops Varnish (its manager and the child it started). */
  stop(): Promise<void>;
}

/**
 * Starts varnishd in the foreground on 127.0.0.1:`port` in front of the app on `backendPort`,
 * with a work folder and 64 MB of its own in `folder` (which its users must be able to reach),
 * and waits until it answers through to the app.
 */
export async function startVarnish({
  port,
  backendPort,
  folder,
}: {
  port: number;
  backendPort: number;
  folder: string;
}): Promise<VarnishProcess> {
  if (!VARNISHD) throw new Error("varnishd is not installed");
  const deployed = readFileSync(DEPLOYED_VCL, "utf8");
  const vcl = deployed.replace(/\.port = "\d+";/, `.port = "${backendPort}";`);
  if (vcl === deployed) throw new Error("The deployed VCL names no backend port");
  // varnishd reads the VCL and works in its folder as its own unprivileged users.
  chmodSync(folder, 0o755);
  const vclPath = join(folder, "default.vcl");
  writeFileSync(vclPath, vcl, { mode: 0o644 });
  const child = spawn(
    VARNISHD,
    [
      "-F",
      "-n",
      join(folder, "varnish"),
      "-a",
      `127.0.0.1:${port}`,
      "-f",
      vclPath,
      "-s",
      "malloc,64m",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const origin = `http://127.0.0.1:${port}`;
  const varnish: VarnishProcess = {
    child,
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd stopped while starting:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/healthz`)).status === 200) return varnish;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await varnish.stop();
      throw new Error(`varnishd did not answer within 30 s:\n${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
