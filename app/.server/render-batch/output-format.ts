// Which answer a batch's caller asked for: JSON rows (the default) or a ZIP of files.

export type BatchOutput = "json" | "zip";

/**
 * `zip` when the Accept header ranks `application/zip` above `application/json` (and above
 * `*` wildcards when JSON is not named); JSON otherwise, including without an Accept header.
 */
export function batchOutput(accept: string | null): BatchOutput {
  if (!accept) return "json";
  let zip = 0;
  let json: number | undefined;
  let any = 0;
  for (const entry of accept.split(",")) {
    const [range = "", ...params] = entry.split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(quality) ? quality : 0;
    const name = range.trim().toLowerCase();
    if (name === "application/zip") zip = Math.max(zip, weight);
    else if (name === "application/json") json = Math.max(json ?? 0, weight);
    else if (name === "*/*" || name === "application/*") any = Math.max(any, weight);
  }
  return zip > 0 && zip > (json ?? any) ? "zip" : "json";
}
