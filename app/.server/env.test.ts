import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "paraph-env-")) });

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
