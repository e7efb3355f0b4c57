import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../../app/.server/env.ts";

export type S3TestServer = {
  endpoint: string;
  /** A client of the server, for looking behind a store's back. */
  client: S3Client;
  /** Creates an empty bucket and returns the configuration of a store on it. */
  createBucket(prefix?: string): Promise<S3Config>;
  /** A configuration on this server with the given overrides (e.g. a missing bucket). */
  config(overrides?: Partial<S3Config>): S3Config;
  stop(): Promise<void>;
};

// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const SCRIPT = fileURLToPath(new URL("./s3rver-process.ts", import.meta.url));

/** A real S3 protocol server (s3rver) on loopback, storing into a temporary directory. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "paraph-s3rver-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", SCRIPT, directory], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const port = await readPort(child).catch(async (error: unknown) => {
    child.kill();
    await rm(directory, { recursive: true, force: true });
    throw error;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (overrides: Partial<S3Config> = {}): S3Config => ({
    bucket: "paraph-test",
    region: "us-east-1",
    endpoint,
    credentials: CREDENTIALS,
    forcePathStyle: true,
    prefix: "",
    ...overrides,
  });
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  let buckets = 0;
  return {
    endpoint,
    client,
    config,
    async createBucket(prefix = "") {
      buckets += 1;
      const bucket = `paraph-test-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return config({ bucket, prefix });
    },
    async stop() {
      client.destroy();
      const exited = once(child, "exit");
      child.stdin?.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function readPort(child: ChildProcess): Promise<number> {
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`s3rver exited before listening (code ${code})`);
  });
  const lines = createInterface({ input: child.stdout! });
  const firstLine = once(lines, "line").then(([line]) => JSON.parse(line as string).port);
  try {
    return await Promise.race([firstLine, exited]);
  } finally {
    lines.close();
  }
}
