import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, listeningUrl, loadConfig } from "./env.ts";

const dataDirs: string[] = [];
const base = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "paraph-env-"));
  dataDirs.push(dir);
  return { DATA_DIR: dir };
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("loadConfig: mail and Google", () => {
  it("defaults: mail to files from no-reply@<host>, Google off", () => {
    const config = loadConfig({ ...base(), PUBLIC_URL: "https://signatures.example.org/" });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe("Paraph <no-reply@signatures.example.org>");
    expect(config.google).toBeNull();
  });

  it("enables Google with both variables, on Google's discovery document by default", () => {
    const config = loadConfig({
      ...base(),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(config.google).toEqual({
      clientId: "id",
      clientSecret: "secret",
      discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
    });
  });

  it("stops on half a Google setup or a bad SMTP_URL, naming the variable", () => {
    expect(() => loadConfig({ ...base(), GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base(), SMTP_URL: "http://mail" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });
});

describe("loadConfig: the public URL", () => {
  it("follows PORT and HOST unless PUBLIC_URL is set", () => {
    expect(loadConfig(base()).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ ...base(), PORT: "4701" }).publicUrl).toBe("http://localhost:4701");
    expect(loadConfig({ ...base(), PORT: "4701", HOST: "127.0.0.1" }).publicUrl).toBe(
      "http://127.0.0.1:4701",
    );
    expect(
      loadConfig({ ...base(), PORT: "4701", PUBLIC_URL: "https://sig.example.org/" }).publicUrl,
    ).toBe("https://sig.example.org");
  });

  it("names every interface localhost, and writes IPv6 addresses in brackets", () => {
    expect(listeningUrl("::", 8080)).toBe("http://localhost:8080");
    expect(listeningUrl("::1", 8080)).toBe("http://[::1]:8080");
    expect(listeningUrl("signatures.internal", 80)).toBe("http://signatures.internal");
  });
});

describe("loadConfig: API rate limit", () => {
  it("defaults to 300 requests a minute and takes API_RATE_LIMIT", () => {
    expect(loadConfig(base()).apiRateLimit).toBe(300);
    expect(loadConfig({ ...base(), API_RATE_LIMIT: "1000000" }).apiRateLimit).toBe(1_000_000);
  });

  it("stops on a limit that is not a positive whole number, naming the variable", () => {
    for (const value of ["0", "-5", "2.5", "many"]) {
      expect(() => loadConfig({ ...base(), API_RATE_LIMIT: value })).toThrow(/API_RATE_LIMIT/);
    }
  });
});

describe("loadConfig: proxies, Redis and shutdown", () => {
  it("trusts no proxy by default, and a hop count or a list of proxies when told", () => {
    expect(loadConfig(base()).trustProxy).toBe(false);
    expect(loadConfig({ ...base(), TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base(), TRUST_PROXY: "10.0.0.0/8,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "::1",
    ]);
  });

  it("stops on TRUST_PROXY=true, which would trust the client's own X-Forwarded-For", () => {
    expect(() => loadConfig({ ...base(), TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base(), TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("takes REDIS_KEY_PREFIX: none by default, letters, digits and _ : . - otherwise", () => {
    expect(loadConfig(base()).redisKeyPrefix).toBe("");
    expect(loadConfig({ ...base(), REDIS_KEY_PREFIX: "staging:" }).redisKeyPrefix).toBe("staging:");
    expect(() => loadConfig({ ...base(), REDIS_KEY_PREFIX: "a b*" })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it("takes REDIS_URL and SHUTDOWN_TIMEOUT_MS, naming them when invalid", () => {
    expect(loadConfig(base()).redisUrl).toBeNull();
    expect(loadConfig({ ...base(), REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe(
      "redis://127.0.0.1:6379",
    );
    expect(() => loadConfig({ ...base(), REDIS_URL: "http://x" })).toThrow(/REDIS_URL/);
    expect(loadConfig(base()).shutdownTimeoutMs).toBe(10_000);
    expect(() => loadConfig({ ...base(), SHUTDOWN_TIMEOUT_MS: "-1" })).toThrow(
      /SHUTDOWN_TIMEOUT_MS/,
    );
  });
});

describe("loadConfig: photo storage (S3)", () => {
  it("keeps photos in DATA_DIR/photos unless S3_BUCKET is set", () => {
    const config = loadConfig(base());
    expect(config.s3).toBeNull();
    expect(config.photosDir).toBe(path.join(config.dataDir, "photos"));
  });

  it("takes a bucket alone: AWS in us-east-1, the SDK's credential chain, no prefix", () => {
    expect(loadConfig({ ...base(), S3_BUCKET: "paraph-photos" }).s3).toEqual({
      bucket: "paraph-photos",
      region: "us-east-1",
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
      prefix: "",
    });
  });

  it("takes every S3 variable", () => {
    const config = loadConfig({
      ...base(),
      S3_BUCKET: "photos.example.org",
      S3_REGION: "eu-west-3",
      S3_ENDPOINT: "http://minio.internal:9000",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "key-secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "paraph/photos/",
    });
    expect(config.s3).toEqual({
      bucket: "photos.example.org",
      region: "eu-west-3",
      endpoint: "http://minio.internal:9000",
      credentials: { accessKeyId: "key-id", secretAccessKey: "key-secret" },
      forcePathStyle: true,
      prefix: "paraph/photos/",
    });
  });

  it("stops on half a key pair, naming the missing variable", () => {
    const bucket = { ...base(), S3_BUCKET: "paraph-photos" };
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: "id" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: "secret" })).toThrow(
      /S3_ACCESS_KEY_ID: required/,
    );
  });

  it("stops on S3 settings without a bucket rather than keep photos on local disk", () => {
    for (const [name, value] of [
      ["S3_ENDPOINT", "https://s3.example.org"],
      ["S3_PREFIX", "photos/"],
      ["S3_FORCE_PATH_STYLE", "true"],
    ]) {
      expect(() => loadConfig({ ...base(), [name!]: value })).toThrow(
        new RegExp(`S3_BUCKET: required when ${name} is set`),
      );
    }
    const keys = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    expect(() => loadConfig({ ...base(), ...keys })).toThrow(/S3_BUCKET: required/);
    // A machine-wide region alone changes nothing.
    expect(loadConfig({ ...base(), S3_REGION: "eu-west-3" }).s3).toBeNull();
  });

  it("stops on malformed values, naming the variable and never echoing the secret", () => {
    const bucket = { ...base(), S3_BUCKET: "paraph-photos" };
    const invalid: [string, string][] = [
      ["S3_BUCKET", "s3://paraph-photos"],
      ["S3_BUCKET", "Paraph_Photos"],
      ["S3_BUCKET", "ab"],
      ["S3_REGION", "EU West"],
      ["S3_ENDPOINT", "minio.internal:9000"],
      ["S3_ENDPOINT", "ftp://minio.internal"],
      ["S3_FORCE_PATH_STYLE", "yes"],
      ["S3_PREFIX", "photos"],
      ["S3_PREFIX", "/photos/"],
      ["S3_PREFIX", "photos//"],
      ["S3_PREFIX", "../photos/"],
      ["S3_PREFIX", "my photos/"],
    ];
    for (const [name, value] of invalid) {
      const env = { ...bucket, S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "top-secret-key" };
      let message = "";
      try {
        loadConfig({ ...env, [name]: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, `${name}=${value}`).toMatch(new RegExp(`^  ${name}: `, "m"));
      expect(message).not.toContain("top-secret-key");
    }
  });
});

describe("loadConfig: shutdown delay", () => {
  it("defaults to 0 and takes SHUTDOWN_DELAY_MS", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "paraph-env-"));
    expect(loadConfig({ DATA_DIR: dir }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, SHUTDOWN_DELAY_MS: "5000" }).shutdownDelayMs).toBe(5000);
    expect(() => loadConfig({ DATA_DIR: dir, SHUTDOWN_DELAY_MS: "soon" })).toThrow(
      /SHUTDOWN_DELAY_MS/,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("loadConfig: the Pro plan", () => {
  const stripe = {
    STRIPE_SECRET_KEY: "sk_test_abc123",
    STRIPE_WEBHOOK_SECRET: "whsec_abc123",
    STRIPE_PRICE_ID: "price_1Abc",
  };

  it("sells nothing and keeps the paywall by default", () => {
    const config = loadConfig(base());
    expect(config.stripe).toBeNull();
    expect(config.proForEveryone).toBe(false);
  });

  it("sells Pro with the three Stripe variables, on Stripe's API unless told", () => {
    expect(loadConfig({ ...base(), ...stripe }).stripe).toEqual({
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_abc123",
      priceId: "price_1Abc",
      apiUrl: null,
    });
    const local = loadConfig({ ...base(), ...stripe, STRIPE_API_URL: "http://127.0.0.1:12111" });
    expect(local.stripe?.apiUrl).toBe("http://127.0.0.1:12111");
  });

  it("stops on part of a Stripe setup, or a value of the wrong kind, naming the variable", () => {
    expect(() => loadConfig({ ...base(), STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ ...base(), ...stripe, STRIPE_PRICE_ID: "prod_123" })).toThrow(
      /STRIPE_PRICE_ID/,
    );
    expect(() => loadConfig({ ...base(), ...stripe, STRIPE_SECRET_KEY: "pk_test_1" })).toThrow(
      ConfigError,
    );
  });

  it("lifts every paywall with PRO_FOR_EVERYONE", () => {
    expect(loadConfig({ ...base(), PRO_FOR_EVERYONE: "true" }).proForEveryone).toBe(true);
    expect(() => loadConfig({ ...base(), PRO_FOR_EVERYONE: "yes" })).toThrow(/PRO_FOR_EVERYONE/);
  });
});
