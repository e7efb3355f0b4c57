// A photo upload sent slowly (a phone on a bad network): the multipart body goes out in
// `chunks` pieces, one every `intervalMs`, with its full Content-Length announced up front.
import http from "node:http";
import { RawRequestError, type RawResponse } from "./raw-http.ts";

export type SlowUpload = {
  /** resolves once the first `count` pieces have been written (the server is reading it) */
  sent: (count: number) => Promise<void>;
  /** the answer, or a RawRequestError when the connection broke first */
  done: Promise<RawResponse>;
};

export function slowUpload(
  url: string,
  photo: Buffer,
  {
    chunks,
    intervalMs,
    headers = {},
  }: { chunks: number; intervalMs: number; headers?: Record<string, string> },
): SlowUpload {
  const boundary = `----paraph-slow-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const size = Math.ceil(body.length / chunks);
  let written = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;

  const done = new Promise<RawResponse>((resolve, reject) => {
    let gotResponse = false;
    const req = http.request(url, {
      method: "POST",
      agent: false,
      headers: {
        ...headers,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(body.length),
      },
    });
    req.on("response", (res) => {
      gotResponse = true;
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts),
          reusedSocket: false,
          ms: performance.now() - started,
        });
      });
      res.on("error", (error) => reject(new RawRequestError(error, false, true)));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new RawRequestError(error, false, gotResponse));
    });
    const writeNext = () => {
      if (req.destroyed) return;
      const piece = body.subarray(written * size, (written + 1) * size);
      written += 1;
      if (written * size >= body.length) req.end(piece);
      else {
        req.write(piece);
        timer = setTimeout(writeNext, intervalMs);
      }
      for (const waiter of waiters.filter((w) => w.count <= written)) waiter.resolve();
    };
    req.flushHeaders();
    writeNext();
  });
  return {
    done,
    sent: (count) =>
      count <= written
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
  };
}
