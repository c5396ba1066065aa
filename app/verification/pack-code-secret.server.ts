import { createHmac, randomBytes, randomInt } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { serverEnv } from "~/config/env.server";
import { PACK_CODE_ALPHABET, PACK_CODE_LENGTH } from "./pack-code";

/**
 * The key pack codes are hashed with. Kept out of the database on purpose: with the key, a
 * leaked database would let anyone try every possible code against the stored hashes offline.
 * PACK_CODE_SECRET in production; otherwise a key generated once into `pack-code.key` beside the
 * database file (readable by its owner only), which backups copy and restores put back.
 */
export const PACK_CODE_KEY_FILE = "pack-code.key";

let cachedKey: { source: string; key: string } | undefined;

export function packCodeKeyPath(databasePath: string): string {
  return join(dirname(databasePath), PACK_CODE_KEY_FILE);
}

function packCodeKey(): string {
  const env = serverEnv();
  if (env.packCodeSecret) return env.packCodeSecret;
  const path = packCodeKeyPath(env.databasePath);
  if (cachedKey?.source === path) return cachedKey.key;
  const key = readPackCodeKeyFile(path);
  cachedKey = { source: path, key };
  return key;
}

/**
 * The key in the key file at `path`, written there first when there is none; also how a test
 * reads the key of a server it runs.
 */
export function readPackCodeKeyFile(path: string): string {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    // "wx": never overwrite a key another process wrote meanwhile; every code hangs on it.
    try {
      writeFileSync(path, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    chmodSync(path, 0o600);
  }
  const key = readFileSync(path, "utf8").trim();
  if (key.length < 32) throw new Error(`${path} holds no usable pack code key`);
  return key;
}

/** The stored form of a normalised code: HMAC-SHA256 under the pack code key, hex. */
export function hashPackCode(normalized: string, key = packCodeKey()): string {
  return createHmac("sha256", key).update(normalized).digest("hex");
}

/** One new random code, normalised (uniform over the alphabet: crypto.randomInt). */
export function generatePackCode(): string {
  let code = "";
  for (let index = 0; index < PACK_CODE_LENGTH; index++) {
    code += PACK_CODE_ALPHABET[randomInt(PACK_CODE_ALPHABET.length)];
  }
  return code;
}
