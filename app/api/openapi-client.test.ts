import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, expect, it } from "vitest";
import { openApiDocument } from "~/routes/api.openapi[.]json";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PROGRAM = readFileSync(join(ROOT, "tests/api-client/program.ts"), "utf8");
const dir = mkdtempSync(join(tmpdir(), "agro-api-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The program with a name the description does not have, where the program has another. */
const MISTAKES: [string, string][] = [
  ["use.crop)", "use.cropSlug)"],
  ["pagination?.pages", "pagination?.pageCount"],
  ['status: "read"', 'status: "seen"'],
  ["page: 2, limit: 10", 'page: 2, limit: "10"'],
];

/**
 * Types generated from the document as an API user generates them (openapi-typescript, fields
 * the API defaults left optional), then `tsc --noEmit` over the program and a copy of it with
 * the mistakes above: what it reports, by file.
 */
it("types a client program with the generated types, and refuses one that misnames", async () => {
  const types = await openapiTS(structuredClone(openApiDocument) as never, {
    defaultNonNullable: false,
  });
  writeFileSync(join(dir, "api.d.ts"), astToString(types));
  writeFileSync(join(dir, "program.ts"), PROGRAM);
  let mistaken = PROGRAM;
  for (const [right, wrong] of MISTAKES) {
    expect(mistaken, right).toContain(right);
    mistaken = mistaken.replace(right, wrong);
  }
  writeFileSync(join(dir, "mistaken.ts"), mistaken);
  // The program imports openapi-fetch as its own project would, from node_modules.
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noUncheckedIndexedAccess: true,
        target: "ES2022",
        lib: ["ES2022", "DOM"],
        module: "ESNext",
        moduleResolution: "Bundler",
        types: [],
        noEmit: true,
      },
      files: ["program.ts", "mistaken.ts"],
    }),
  );
  const tsc = [join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "--pretty", "false"];
  const output = await promisify(execFile)(process.execPath, tsc, { cwd: dir }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? "",
  );
  const errors = output.split("\n").filter((line) => line.includes("error TS"));
  expect(errors.filter((line) => !line.startsWith("mistaken.ts"))).toEqual([]);
  for (const [, wrong] of MISTAKES) {
    const line = mistaken.split("\n").findIndex((text) => text.includes(wrong)) + 1;
    expect(
      errors.some((error) => error.startsWith(`mistaken.ts(${line},`)),
      wrong,
    ).toBe(true);
  }
});
