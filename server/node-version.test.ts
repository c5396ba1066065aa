import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { unsupportedNode } from "./node-version.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Runs scripts/check-node.mjs, the first step of `npm start` and `npm test`, in a Node.js that
 * says it is `version`: the check reads nothing else of the runtime.
 */
function checkNodeAs(version: string) {
  const script = new URL("../scripts/check-node.mjs", import.meta.url).href;
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `Object.defineProperty(process.versions, "node", { value: ${JSON.stringify(version)} });
       await import(${JSON.stringify(script)});`,
    ],
    { cwd: ROOT, encoding: "utf8", timeout: 60_000 },
  );
  return { status: run.status, stderr: run.stderr };
}

describe("the Node.js version check", () => {
  it("accepts the versions package.json and .node-version name, and newer", () => {
    const engines = (
      JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as {
        engines: { node: string };
      }
    ).engines.node;
    expect(engines).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(unsupportedNode(engines.slice(1))).toBeNull();
    expect(unsupportedNode(readFileSync(`${ROOT}.node-version`, "utf8").trim())).toBeNull();
    expect(unsupportedNode("24.21.0")).toBeNull();
    expect(unsupportedNode("26.0.0")).toBeNull();
  });

  it("refuses an older Node.js, naming it and the way out", () => {
    const message = unsupportedNode("20.20.2");
    expect(message).toContain("Node.js 24 LTS or newer is needed; this is Node.js v20.20.2");
    expect(message).toContain("scripts/node24.sh npm start");
    expect(unsupportedNode("22.14.0")).not.toBeNull();
    expect(unsupportedNode("23.11.1")).not.toBeNull();
  });

  it("stops `npm start` on an older Node.js with that message", () => {
    const { status, stderr } = checkNodeAs("22.20.0");
    expect(status).toBe(1);
    expect(stderr).toContain("Node.js 24 LTS or newer is needed; this is Node.js v22.20.0");
    expect(stderr).toContain("scripts/node24.sh npm start");
  });

  it("lets `npm start` go on, without a word, on Node.js 24", () => {
    expect(checkNodeAs("24.11.0")).toEqual({ status: 0, stderr: "" });
  });
});
