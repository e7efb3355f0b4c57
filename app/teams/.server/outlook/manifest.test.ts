import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import {
  inflateBudget,
  inflateEntry,
  readZipEntries,
} from "../../../.server/untrusted/zip-archive.ts";
import { zipArchive } from "../../../.server/zip-writer.ts";
import { LAUNCH_ACTIONS, MANIFEST_SCHEMA_VERSION, outlookManifest } from "./manifest.ts";

// The add-in's manifest is checked against Microsoft's own published JSON schema of the
// unified manifest (the copy in @microsoft/app-manifest, the package Microsoft's tools validate
// with), in both languages; and its app package reads back with the project's ZIP reader.

const require = createRequire(import.meta.url);
const schemaFile = path.join(
  path.dirname(require.resolve("@microsoft/app-manifest/package.json")),
  "build/json-schemas/teams",
  `v${MANIFEST_SCHEMA_VERSION}`,
  "MicrosoftTeams.schema.json",
);

const team = {
  id: "0b6f3e0e-5a3c-4a8e-9a55-2d8e6f0c1a7b",
  name: "Contoso Sales",
  outlook: {
    tenantId: "72f988bf-86f1-41af-91ab-2d7cd011db47",
    clientId: "4a1aa1d5-c567-49d0-ad0b-cd957a47f842",
    reply: "short" as const,
  },
};

function validator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(schemaFile, "utf8")));
}

describe("the Outlook add-in's manifest", () => {
  const validate = validator();

  for (const locale of ["en", "fr"] as const) {
    it(`is valid against Microsoft's published schema (${locale})`, () => {
      const manifest = outlookManifest({
        publicUrl: "https://signatures.contoso.example",
        appName: "Paraph",
        team,
        locale,
      });
      const valid = validate(manifest);
      expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
      expect(valid).toBe(true);
    });
  }

  it("fails the schema when broken (a negative control)", () => {
    const manifest = outlookManifest({
      publicUrl: "https://signatures.contoso.example",
      appName: "Paraph",
      team,
      locale: "en",
    });
    expect(validate({ ...manifest, id: "not-a-guid" })).toBe(false);
    expect(
      validate({ ...manifest, extensions: [{ ...manifest.extensions[0], autoRunEvents: [] }] }),
    ).toBe(false);
  });

  it("activates on new messages and meetings, with SSO through the team's app", () => {
    const manifest = outlookManifest({
      publicUrl: "https://signatures.contoso.example/",
      appName: "Paraph",
      team,
      locale: "en",
    });
    expect(manifest.webApplicationInfo).toEqual({
      id: team.outlook.clientId,
      resource: `api://signatures.contoso.example/${team.outlook.clientId}`,
    });
    const [extension] = manifest.extensions;
    expect(extension!.autoRunEvents[0]!.events).toEqual([
      { type: "newMessageComposeCreated", actionId: LAUNCH_ACTIONS.message },
      { type: "newAppointmentOrganizerCreated", actionId: LAUNCH_ACTIONS.appointment },
    ]);
    expect(extension!.runtimes[0]!.code).toEqual({
      page: `https://signatures.contoso.example/outlook/launch.html?team=${team.id}`,
      script: "https://signatures.contoso.example/outlook/addin.js",
    });
  });
});

describe("zipArchive", () => {
  it("writes an archive the ZIP reader reads back, byte for byte", () => {
    const files = [
      { name: "manifest.json", data: Buffer.from(JSON.stringify({ hello: "wörld" })) },
      { name: "color.png", data: Buffer.alloc(5000, 7) },
      { name: "empty.txt", data: Buffer.alloc(0) },
    ];
    const archive = zipArchive(files);
    const entries = readZipEntries(archive, 10);
    expect(entries.map((entry) => entry.name)).toEqual(files.map((file) => file.name));
    const budget = inflateBudget(1_000_000);
    for (const [index, entry] of entries.entries()) {
      const chunks: Uint8Array[] = [];
      inflateEntry(archive, entry, budget, (chunk) => chunks.push(chunk));
      expect(Buffer.concat(chunks)).toEqual(files[index]!.data);
    }
  });
});
