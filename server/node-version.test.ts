import { describe, expect, it } from "vitest";
import { REQUIRED_NODE_MAJOR, unsupportedNode } from "./node-version.ts";

describe("the Node.js version check", () => {
  it("accepts Node.js 24 and newer", () => {
    expect(REQUIRED_NODE_MAJOR).toBe(24);
    expect(unsupportedNode("24.11.0")).toBeNull();
    expect(unsupportedNode("24.21.0")).toBeNull();
    expect(unsupportedNode("26.0.0")).toBeNull();
  });

  it("refuses an older Node.js, naming it and the way out", () => {
    const message = unsupportedNode("20.20.2");
    expect(message).toContain("Node.js 24 LTS or newer is needed; this is Node.js v20.20.2");
    expect(message).toContain("scripts/node24.sh npm start");
    expect(unsupportedNode("22.14.0")).not.toBeNull();
  });

  it("lets the running Node.js through: the tests run on a supported one", () => {
    expect(unsupportedNode(process.versions.node)).toBeNull();
  });
});
