// Each test file gets its own empty database and uploads folder, set before any app module
// reads the environment.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "agro-unit-"));
process.env.DATABASE_PATH = join(dir, "test.db");
process.env.UPLOADS_DIR = join(dir, "uploads");
process.env.SEED_DEMO = "0";
