/**
 * A process of its own checking pack codes (tsx tests/setup/check-codes-process.ts START CODE...),
 * as a second server process would: it waits until the time START (ms), checks each code once,
 * and prints the outcomes as JSON. app/verification/verify.server.test.ts runs several at once
 * on one database (DATABASE_PATH) to see that only one first check of a code is first.
 */
import { checkPackCode } from "~/verification/verify.server";

const [start = "0", ...codes] = process.argv.slice(2);
while (Date.now() < Number(start)) await new Promise((wait) => setTimeout(wait, 5));
const outcomes = codes.map((code) => checkPackCode(code, { locale: "en" }).outcome);
process.stdout.write(JSON.stringify(outcomes));
