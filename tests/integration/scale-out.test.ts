// Two instances of the built server behind a load balancer, as docs/production.md describes
// them: one PostgreSQL schema, one Redis, one S3 bucket (s3rver), the same AUTH_SECRET and
// PUBLIC_URL (the balancer's), TRUST_PROXY=1. Sessions, rate limits and photos must be one
// thing across instances, and a rolling restart under load must fail no request.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../../app/.server/photos/test-images.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { type LoadBalancer, startLoadBalancer } from "../support/load-balancer.ts";
import { startMixedLoad } from "../support/mixed-load.ts";
import { NO_POSTGRES, NO_REDIS, needs } from "../support/needs.ts";
import { json, loopbackAddress, rawRequest, testNetAddress } from "../support/raw-http.ts";
import { redisServerEnv } from "../support/redis.ts";
import { type S3TestServer, startS3Server } from "../support/s3rver.ts";
import { type RunningServer, startServer } from "../support/server.ts";

type Instance = {
  name: "A" | "B";
  port: number;
  url: string;
  dataDir: string;
  server: RunningServer;
};

describe("two instances behind a load balancer", needs(NO_POSTGRES, NO_REDIS), () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  let lb: LoadBalancer;
  let publicUrl: string;
  let env: Record<string, string>;
  const instances: Instance[] = [];

  const startInstance = async (instance: Omit<Instance, "server">): Promise<Instance> => {
    const server = await startServer({
      ...env,
      PORT: String(instance.port),
      DATA_DIR: instance.dataDir,
    });
    return { ...instance, server };
  };

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    s3 = await startS3Server();
    const bucket = await s3.createBucket("photos/");
    const [lbPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
    publicUrl = `http://127.0.0.1:${lbPort}`;
    env = {
      DATABASE_URL: database.url,
      ...redisServerEnv("scale-out"),
      TRUST_PROXY: "1",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: publicUrl,
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: bucket.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: bucket.prefix,
      API_RATE_LIMIT: "1000000",
      // As compose.yaml with Caddy: a stopping instance keeps its port open longer than the
      // balancer takes to see its /readyz draining (checked every 250 ms below, answered
      // within a second or two by a busy instance).
      SHUTDOWN_DELAY_MS: "3000",
    };
    // The first instance runs the migrations; the second starts once it is ready.
    for (const [name, port] of [
      ["A", portA],
      ["B", portB],
    ] as const) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `paraph-scale-${name}-`));
      instances.push(await startInstance({ name, port, url: `http://127.0.0.1:${port}`, dataDir }));
    }
    lb = await startLoadBalancer(
      instances.map((instance) => instance.url),
      { port: lbPort, checkUpBackends: true },
    );
  });

  afterAll(async () => {
    await lb?.close();
    for (const instance of instances) {
      await instance.server.stop();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await s3?.stop();
    await database?.drop();
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];

  it("accepts a session made on one instance on the other, directly and through the balancer", async () => {
    const account = await registerAccount(a().url, publicUrl, "scale-session");
    const session = (url: string) =>
      rawRequest(`${url}/api/v1/session`, { headers: { cookie: account.cookie } });
    for (const url of [a().url, b().url]) {
      const answer = await session(url);
      expect(answer.status, url).toBe(200);
      expect(answer.body.toString()).toContain(account.email);
    }
    for (let i = 0; i < 4; i++) expect((await session(lb.url)).status).toBe(200);

    const created = await rawRequest(`${a().url}/api/v1/signatures`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl, cookie: account.cookie },
      body: JSON.stringify({ name: "Made on A", fullName: "Ada Lovelace" }),
    });
    expect(created.status).toBe(201);
    const { id } = json<{ id: string }>(created);
    const read = await rawRequest(`${b().url}/api/v1/signatures/${id}`, {
      headers: { cookie: account.cookie },
    });
    expect(read.status).toBe(200);
    expect(json<{ name: string }>(read).name).toBe("Made on A");
    // Signed out on B: the session is gone for A too.
    const signOut = await rawRequest(`${b().url}/api/auth/sign-out`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl, cookie: account.cookie },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect((await session(a().url)).body.toString()).not.toContain(account.email);
  });

  it("counts a per-IP rate limit once across both instances", async () => {
    // TRUST_PROXY=1: the last X-Forwarded-For entry is the client (the peer is the "proxy").
    const client = testNetAddress();
    const render = (url: string, forwardedFor = client) =>
      rawRequest(`${url}/api/v1/render`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ fullName: "Ada Lovelace" }),
      });
    const statuses: number[] = [];
    // 120 a minute per client: 60 answered by each instance.
    for (let i = 0; i < 120; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, j) => render((i + j) % 2 === 0 ? a().url : b().url)),
      );
      statuses.push(...batch.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    for (const url of [a().url, b().url]) {
      const refused = await render(url);
      expect(refused.status, url).toBe(429);
      expect(refused.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await render(b().url, testNetAddress())).status).toBe(200);
    // Through the balancer a client cannot claim that address: the balancer appends the
    // address it sees, and that one is the client for the app.
    const spoofed = await rawRequest(`${lb.url}/api/v1/render`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ fullName: "Ada Lovelace" }),
      localAddress: loopbackAddress(),
    });
    expect(spoofed.status).toBe(200);
  });

  it("serves a photo uploaded through one instance from the other, with the same bytes", async () => {
    const form = new FormData();
    form.append(
      "photo",
      new Blob([new Uint8Array(await pngImage(320, 240))], { type: "image/png" }),
      "me.png",
    );
    const upload = await fetch(`${a().url}/api/v1/photos`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": testNetAddress() },
    });
    expect(upload.status).toBe(201);
    const { id, url } = (await upload.json()) as { id: string; url: string };
    expect(url).toBe(`${publicUrl}/photos/${id}.png`);

    const fromA = await rawRequest(`${a().url}/photos/${id}.png`);
    const fromB = await rawRequest(`${b().url}/photos/${id}.png`);
    const viaBalancer = await rawRequest(url);
    expect([fromA.status, fromB.status, viaBalancer.status]).toEqual([200, 200, 200]);
    expect(fromA.body.length).toBeGreaterThan(100);
    expect(fromB.body.equals(fromA.body)).toBe(true);
    expect(viaBalancer.body.equals(fromA.body)).toBe(true);
    // In the bucket, under the prefix; in no instance's data directory.
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: "photos/originals/" }),
    );
    expect((listed.Contents ?? []).map((object) => object.Key)).toContain(
      `photos/originals/${id}.png`,
    );
    for (const instance of instances) {
      expect(existsSync(path.join(instance.dataDir, "photos", "originals", `${id}.png`))).toBe(
        false,
      );
    }
  });

  it("fails no request during a rolling restart under load", { timeout: 120_000 }, async () => {
    const reader = await registerAccount(lb.url, publicUrl, "scale-reader");
    const writers: TestAccount[] = [];
    for (let i = 0; i < 5; i++)
      writers.push(await registerAccount(lb.url, publicUrl, `scale-writer-${i}`));
    await makePro(
      database.url,
      writers.map((writer) => writer.userId),
    );
    for (let i = 0; i < 5; i++) {
      const created = await rawRequest(`${lb.url}/api/v1/signatures`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: publicUrl, cookie: reader.cookie },
        body: JSON.stringify({ name: `Listed ${i}` }),
      });
      expect(created.status).toBe(201);
      if (i === 2) break; // a Free account keeps 3
    }

    const load = startMixedLoad({
      url: lb.url,
      publicUrl,
      concurrency: 50,
      readerCookie: reader.cookie,
      writerCookies: writers.map((writer) => writer.cookie),
    });
    const until = async (condition: () => boolean, what: string, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const phases: string[] = [];
    const mark = (what: string) => phases.push(`${what} after ${load.answered()} requests`);
    try {
      await until(() => load.answered() >= 200, "the load to get going");
      for (const index of [0, 1]) {
        const old = instances[index]!;
        const answeredBefore = lb.backends()[index]!.answered;
        const exited = new Promise<number | null>((resolve) =>
          old.server.process.once("exit", resolve),
        );
        // A: SIGTERM while in the balancer, as docs/production.md has it: the balancer sees
        // /readyz draining and takes it out before its listener closes (SHUTDOWN_DELAY_MS;
        // without that delay, connections still in the accept queue of a busy instance when
        // the listener closes are reset, see faults.test.ts). B: out of the balancer first,
        // as an orchestrator does.
        if (old.name === "B") lb.disable(old.url);
        mark(`${old.name === "B" ? "B out of the balancer, " : ""}SIGTERM ${old.name}`);
        old.server.process.kill("SIGTERM");
        expect(await exited, `${old.name} exit code`).toBe(0);
        expect(old.server.logs()).toContain('"msg":"stopped"');
        mark(`${old.name} exited`);
        // Back in the rotation once its /readyz answers 200.
        lb.enable(old.url);
        const fresh = await startInstance({
          name: old.name,
          port: old.port,
          url: old.url,
          dataDir: old.dataDir,
        });
        instances[index] = fresh;
        await lb.waitUntilUp(fresh.url);
        mark(`new ${old.name} up`);
        // The new instance takes its share before the next one goes.
        await until(
          () => lb.backends()[index]!.answered >= answeredBefore + 100,
          `traffic on new ${old.name}`,
        );
        mark(`new ${old.name} serving`);
      }
    } finally {
      const report = await load.stop();
      console.log(
        `rolling restart: ${report.requests} requests in ${report.seconds.toFixed(1)} s ` +
          `(${JSON.stringify(report.byOperation)}), ${report.failures.length} failed, ` +
          `slowest ${Math.round(report.maxMs)} ms, ${report.createdIds.length} signatures created; ` +
          `balancer: ${JSON.stringify(lb.stats)}, backends ${JSON.stringify(lb.backends())}\n  ${phases.join("\n  ")}`,
      );
      expect(report.failures.slice(0, 10)).toEqual([]);
      expect(report.ok).toBe(report.requests);
      expect(lb.stats.badGateway).toBe(0);

      // Every acknowledged signature is there, listed by its owner.
      const listed = new Set<string>();
      for (const writer of writers) {
        const list = await rawRequest(`${lb.url}/api/v1/signatures`, {
          headers: { cookie: writer.cookie },
        });
        expect(list.status).toBe(200);
        for (const signature of json<Array<{ id: string }>>(list)) listed.add(signature.id);
      }
      expect(report.createdIds.length).toBeGreaterThan(0);
      expect(report.createdIds.filter((id) => !listed.has(id))).toEqual([]);
      expect(listed.size).toBe(report.createdIds.length);
    }
  });
});
