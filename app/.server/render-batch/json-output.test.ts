import { describe, expect, it } from "vitest";
import { jsonRowsStream } from "./json-output.ts";
import { failed, rendered } from "./test-rows.ts";

describe("jsonRowsStream", () => {
  it("writes the rows then the counts, without the checked fields", async () => {
    const body = await new Response(
      jsonRowsStream([rendered(1, "Ada"), failed(2)].values()),
    ).json();
    expect(body).toEqual({
      rows: [
        {
          row: 1,
          ok: true,
          html: "<table><tr><td>Ada</td></tr></table>",
          text: "Ada\n",
          characters: 41,
          problems: [],
        },
        failed(2),
      ],
      rendered: 1,
      failed: 1,
    });
  });

  it("renders only as far as it is read", async () => {
    let made = 0;
    function* rows() {
      for (let row = 1; row <= 100; row++) {
        made++;
        yield rendered(row, `Person ${row}`);
      }
    }
    const reader = jsonRowsStream(rows()).getReader();
    await reader.read();
    await reader.read();
    expect(made).toBeLessThan(5);
    await reader.cancel();
  });
});
