import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  findServerSecret,
  keptBesideData,
  SecretSettingError,
  secretBesideDataWarning,
  secretId,
  serverSecret,
} from "./server-secret.ts";

const dirs: string[] = [];
const dir = () => {
  const created = mkdtempSync(path.join(tmpdir(), "paraph-secret-"));
  dirs.push(created);
  return created;
};
afterAll(() => {
  for (const created of dirs) rmSync(created, { recursive: true, force: true });
});

describe("the server secret", () => {
  it("comes from AUTH_SECRET, else AUTH_SECRET_FILE, else DATA_DIR (generated only by the server)", () => {
    const dataDir = dir();
    expect(findServerSecret({}, dataDir)).toBeNull();
    const generated = serverSecret({}, dataDir);
    expect(generated).toMatchObject({
      source: "DATA_DIR",
      file: path.join(dataDir, "auth-secret"),
    });
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(findServerSecret({}, dataDir)?.value).toBe(generated.value);
    const file = path.join(dir(), "secret");
    writeFileSync(file, `${"f".repeat(40)}\n`);
    expect(findServerSecret({ AUTH_SECRET_FILE: file }, dataDir)).toEqual({
      value: "f".repeat(40),
      source: "AUTH_SECRET_FILE",
      file,
    });
    expect(serverSecret({ AUTH_SECRET: "e".repeat(32) }, dataDir)).toEqual({
      value: "e".repeat(32),
      source: "AUTH_SECRET",
      file: null,
    });
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(generated.value);
  });

  it("refuses a missing or short file, or both settings, naming AUTH_SECRET_FILE", () => {
    const short = path.join(dir(), "short");
    writeFileSync(short, "short");
    for (const env of [
      { AUTH_SECRET_FILE: path.join(dir(), "missing") },
      { AUTH_SECRET_FILE: short },
      { AUTH_SECRET: "a".repeat(32), AUTH_SECRET_FILE: short },
    ]) {
      expect(() => serverSecret(env, dir())).toThrow(SecretSettingError);
      try {
        serverSecret(env, dir());
      } catch (error) {
        expect((error as SecretSettingError).variable).toBe("AUTH_SECRET_FILE");
      }
    }
  });

  it("warns in production only while the secret's file is in DATA_DIR", () => {
    const dataDir = dir();
    const inside = path.join(dataDir, "auth-secret");
    expect(keptBesideData(inside, dataDir)).toBe(true);
    expect(keptBesideData(path.join(dataDir, "..", "elsewhere"), dataDir)).toBe(false);
    expect(keptBesideData(null, dataDir)).toBe(false);
    const warning = secretBesideDataWarning({ env: "production", authSecretFile: inside, dataDir });
    expect(warning?.message).toMatch(/AUTH_SECRET_FILE/);
    expect(warning?.fields).toMatchObject({ file: inside });
    expect(secretBesideDataWarning({ env: "test", authSecretFile: inside, dataDir })).toBeNull();
    expect(
      secretBesideDataWarning({ env: "production", authSecretFile: "/run/secrets/x", dataDir }),
    ).toBeNull();
  });

  it("identifies a secret without revealing it", () => {
    const id = secretId("s".repeat(43));
    expect(id).toMatch(/^[a-f0-9]{64}$/);
    expect(id).not.toContain("ssss");
    expect(secretId("t".repeat(43))).not.toBe(id);
  });
});
