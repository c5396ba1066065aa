/**
 * Sets a new password for an administrator (creating the account if it does not exist), signs
 * out that administrator's sessions and turns off their two-factor sign-in: the way back in
 * for someone locked out, a lost phone included.
 *
 *   npm run admin:password                 # asks for the username and password
 *   npm run admin:password -- someone      # for the admin "someone"
 *
 * ADMIN_PASSWORD, when set, is used instead of asking. The database is the one DATABASE_PATH
 * names, as for the server.
 */
// First: on a Node.js older than 24 it stops with a message before the database driver loads.
import "../server/node-version.ts";
import { createInterface } from "node:readline/promises";
import { MIN_PASSWORD_LENGTH, setAdminPassword } from "../app/auth/admin-users.server";
import { serverEnv } from "../app/config/env.server";

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.includes(question)) process.stdout.write(question);
    };
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write("\n");
  return answer;
}

const env = serverEnv();
const username = process.argv[2] ?? env.adminUsername;
let password = env.adminPassword;
if (!password) {
  password = await ask(
    `New password for "${username}" (at least ${MIN_PASSWORD_LENGTH} characters): `,
    true,
  );
  const again = await ask("Repeat it: ", true);
  if (password !== again) {
    console.error("The two passwords differ; nothing was changed.");
    process.exit(1);
  }
}
try {
  const user = await setAdminPassword(username, password);
  console.log(
    `The password of "${user.username}" is set; its old sessions are signed out and its two-factor sign-in is off.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
