/**
 * The app is built and tested on Node.js 24 LTS (`engines` in package.json). An older Node
 * stops here with a message saying what to do, instead of further on: the SQLite driver's
 * native module needs Node-API 10, which Node 20 lacks, and would crash the process without a
 * word. server.ts imports this module first; `npm start` and `npm test` run it before anything
 * else (through scripts/check-node.mjs, which also speaks for a Node.js too old to run
 * TypeScript at all).
 */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * Why a Node.js version (`process.versions.node`, such as "24.21.0") cannot run the app, or
 * null when it can.
 */
export function unsupportedNode(version: string): string | null {
  const major = Number(version.split(".")[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `Node.js ${REQUIRED_NODE_MAJOR} LTS or newer is needed; this is Node.js v${version}.\n` +
    "Install it (README: Deploying to a small VPS), or on a machine without it run the command " +
    "through scripts/node24.sh, for example: scripts/node24.sh npm start"
  );
}

const problem = unsupportedNode(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
