import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { signatureDocument } from "../../signature/signature-document.ts";
import { failed, rendered } from "./test-rows.ts";
import { zipRowsStream } from "./zip-output.ts";

describe("zipRowsStream", () => {
  it("holds an .htm and a .txt per person, and errors.csv for the failed rows", async () => {
    const stream = await zipRowsStream(
      [
        rendered(1, "Élodie Durand"),
        failed(2),
        rendered(3, "Élodie Durand"),
        rendered(4, ""),
      ].values(),
      { locale: "fr" },
    );
    const files = unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "elodie-durand-2.htm",
      "elodie-durand-2.txt",
      "elodie-durand.htm",
      "elodie-durand.txt",
      "errors.csv",
      "row-4.htm",
      "row-4.txt",
    ]);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text("elodie-durand.htm")).toBe(
      signatureDocument("<table><tr><td>Élodie Durand</td></tr></table>", {
        title: "Élodie Durand",
        lang: "fr",
      }),
    );
    expect(text("elodie-durand.txt")).toBe("Élodie Durand\n");
    expect(text("errors.csv")).toBe(
      "row,field,message\r\n2,email,Enter a valid email address.\r\n",
    );
  });

  it("leaves errors.csv out when every row rendered", async () => {
    const stream = await zipRowsStream([rendered(1, "Ada")].values(), { locale: "en" });
    const files = unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["ada.htm", "ada.txt"]);
  });
});
