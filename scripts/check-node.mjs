// The first step of `npm start` and `npm test`: the Node.js version check of
// server/node-version.ts. Plain JavaScript on purpose: a Node.js that cannot run TypeScript
// (before 22.18) would otherwise stop at that file with "Unknown file extension", not with what
// to do.
try {
  await import("../server/node-version.ts");
} catch (error) {
  if (error?.code !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
  console.error(
    `Node.js 24 LTS or newer is needed; this is Node.js v${process.versions.node}, which cannot run the server (TypeScript).\n` +
      "Install it (README: Deploying to a small VPS), or on a machine without it run the command " +
      "through scripts/node24.sh, for example: scripts/node24.sh npm start",
  );
  process.exit(1);
}
