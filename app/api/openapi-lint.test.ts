import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { openApiDocument } from "~/routes/api.openapi[.]json";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "agro-openapi-lint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintReport {
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/**
 * Every problem `redocly lint` finds in a document, errors and warnings alike, with the rules of
 * redocly.yaml (the recommended set). Its usage data stays here: telemetry is off there and here.
 */
async function lintProblems(name: string, document: unknown): Promise<string[]> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document));
  const args = ["node_modules/@redocly/cli/bin/cli.js", "lint", "--format=json", file];
  const options = {
    cwd: ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  };
  // It exits with 1 when it finds an error; the report says what either way.
  const stdout = await promisify(execFile)(process.execPath, args, options).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? "",
  );
  const report = JSON.parse(stdout) as LintReport;
  return report.problems.map(
    ({ severity, ruleId, message, location }) =>
      `${severity} ${ruleId} at ${location[0]?.pointer}: ${message}`,
  );
}

it("passes redocly lint with the recommended rules: no error, no warning", async () => {
  expect(await lintProblems("openapi", openApiDocument)).toEqual([]);
});

it("is linted for real: a public call without its empty security requirement is refused", async () => {
  const broken = structuredClone(openApiDocument) as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  delete broken.paths["/api/crops"]?.get?.security;
  expect(await lintProblems("broken", broken)).toEqual([
    expect.stringMatching(/^error security-defined at #\/paths\/~1api~1crops\/get:/),
  ]);
});
