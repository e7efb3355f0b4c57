import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "paraph-env-")) });

describe("loadConfig: METRICS_TOKEN", () => {
  it("leaves metrics disabled by default and takes a token of 16 characters or more", () => {
    expect(loadConfig(base()).metricsToken).toBeNull();
    const token = "0123456789abcdef";
    expect(loadConfig({ ...base(), METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it("stops on a short token, naming the variable", () => {
    const load = () => loadConfig({ ...base(), METRICS_TOKEN: "too-short" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});
