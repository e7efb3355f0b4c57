// A POST whose body keeps coming (an attacker's, or a client's mistake): written in 1 MB pieces
// up to `totalBytes` unless the server answers first, which stops the writing. Through
// node:http, which, unlike fetch, reads an answer that comes while the body is still going out.
import http from "node:http";

export type EarlyAnswer = { status: number; body: string; sentBytes: number };

export function endlessUpload(
  url: string,
  {
    headers,
    totalBytes,
    declareLength = false,
  }: { headers: Record<string, string>; totalBytes: number; declareLength?: boolean },
): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const piece = Buffer.alloc(1024 * 1024, "a");
    let sentBytes = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      agent: false,
      headers: declareLength ? { ...headers, "content-length": String(totalBytes) } : headers,
    });
    request.on("response", (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(parts).toString(),
          sentBytes,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sentBytes < totalBytes && !request.destroyed) {
        sentBytes += piece.length;
        if (!request.write(piece)) {
          request.once("drain", write);
          return;
        }
      }
      if (!answered && sentBytes >= totalBytes) request.end();
    };
    write();
  });
}
