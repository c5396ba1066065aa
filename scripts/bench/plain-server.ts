/**
 * The physical limit the app's throughput is compared with: a plain `node:http` server that
 * sends, for each path, exactly the bytes the app sent for it (status, Content-Type,
 * Content-Encoding and the body as sent, compressed), with no work of its own. Whatever the
 * app achieves beyond its rendering, it cannot beat this on the same machine.
 *
 * The benchmark records the app's answers (recordAnswers) and starts this file in a process of
 * its own (startPlainServer in server.ts), so it has an event loop of its own, as the app does:
 *
 *   node --import tsx scripts/bench/plain-server.ts <answers.json> <port>
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { rawGet } from "./raw-get";

/** One answer of the app, as recorded and as the plain server sends it again. */
export interface RecordedAnswer {
  path: string;
  status: number;
  contentType?: string;
  contentEncoding?: string;
  /** The body as sent, base64. */
  body: string;
}

/**
 * Records the app's answer to each path with `headers` (as the load test sends them). The path
 * is requested once before, so the answer recorded is the one the app gives from then on (from
 * its page cache, when it has one), not its first.
 */
export async function recordAnswers(
  origin: string,
  paths: readonly string[],
  headers: Record<string, string>,
): Promise<RecordedAnswer[]> {
  const answers: RecordedAnswer[] = [];
  for (const path of paths) {
    await rawGet(origin + path, headers);
    const answer = await rawGet(origin + path, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    answers.push({
      path,
      status: answer.status,
      contentType: answer.contentType,
      contentEncoding: answer.contentEncoding,
      body: answer.body.toString("base64"),
    });
  }
  return answers;
}

/** Bytes of a recorded answer's body, as sent. */
export function answerBytes(answer: RecordedAnswer): number {
  return Buffer.byteLength(answer.body, "base64");
}

function serve(answers: RecordedAnswer[], port: number) {
  const byPath = new Map(
    answers.map((answer) => {
      const headers: Record<string, string | number> = {
        "Content-Length": answerBytes(answer),
      };
      if (answer.contentType) headers["Content-Type"] = answer.contentType;
      if (answer.contentEncoding) headers["Content-Encoding"] = answer.contentEncoding;
      return [
        answer.path,
        { status: answer.status, headers, body: Buffer.from(answer.body, "base64") },
      ];
    }),
  );
  const server = createServer((req, res) => {
    const answer = byPath.get(req.url ?? "");
    if (!answer) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not recorded.");
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.listen(port, "127.0.0.1");
  process.once("SIGTERM", () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, port] = process.argv.slice(2);
  if (!file || !port) throw new Error("Usage: plain-server.ts <answers.json> <port>");
  serve(JSON.parse(readFileSync(file, "utf8")) as RecordedAnswer[], Number(port));
}
