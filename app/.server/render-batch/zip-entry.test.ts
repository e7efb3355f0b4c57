import * as fflate from "fflate";
import { describe, expect, it } from "vitest";
import { zlibZipEntry } from "./zip-entry.ts";

describe("zlibZipEntry", () => {
  it("makes deflated entries any unzip reads, whole or pushed in parts", () => {
    const ZipEntry = zlibZipEntry(fflate);
    const chunks: Uint8Array[] = [];
    const zip = new fflate.Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    const text = "<table><tr><td>Élodie</td></tr></table>\n".repeat(50);
    const whole = new ZipEntry("whole.htm");
    zip.add(whole);
    whole.push(new TextEncoder().encode(text), true);
    const parts = new ZipEntry("parts.txt");
    zip.add(parts);
    parts.push(new TextEncoder().encode(text.slice(0, 100)));
    parts.push(new TextEncoder().encode(text.slice(100)), true);
    zip.end();
    const archive = new Uint8Array(Buffer.concat(chunks));
    expect(archive.length).toBeLessThan(text.length);
    const files = fflate.unzipSync(archive);
    expect(new TextDecoder().decode(files["whole.htm"])).toBe(text);
    expect(new TextDecoder().decode(files["parts.txt"])).toBe(text);
  });
});
