import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { ProblemCode } from "../http/problem.ts";
import { PhotoRejectedError } from "./errors.ts";
import { PHOTO_MAX_UPLOAD_BYTES, PHOTO_MULTIPART_OVERHEAD_BYTES } from "./limits.ts";

export const PHOTO_FIELD = "photo";

/** Past this many bytes of request body the stream is abandoned even while draining. */
const HARD_BODY_LIMIT = 2 * (PHOTO_MAX_UPLOAD_BYTES + PHOTO_MULTIPART_OVERHEAD_BYTES);

/**
 * Reads the one file of field `photo` from a multipart/form-data request, in memory, within
 * the upload limit. Refusals are PhotoRejectedErrors; every stream involved (the request,
 * the parser, each file part) has an `error` listener, so a broken upload is one of them and
 * never an uncaught exception. Once the answer is known the rest of the body is drained (not
 * buffered) up to a hard cap; past it reading stops and the server closes the connection
 * after the answer (server/unread-body.ts).
 */
export async function readPhotoFromMultipart(request: Request): Promise<Buffer> {
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  if (request.body === null || declaredLength === 0) {
    throw new PhotoRejectedError(ProblemCode.PhotoMissing, "emptyBody");
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new PhotoRejectedError(ProblemCode.UnsupportedMediaType, "notMultipart");
  }
  if (declaredLength > PHOTO_MAX_UPLOAD_BYTES + PHOTO_MULTIPART_OVERHEAD_BYTES) throw tooLarge();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: PHOTO_MAX_UPLOAD_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: 12,
        headerPairs: 20,
      },
    });
  } catch (error) {
    // e.g. "Multipart: Boundary not found"
    throw new PhotoRejectedError(ProblemCode.BadRequest, "malformedUpload", {}, { cause: error });
  }

  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let photoSeen = false;
    let photoComplete = false;
    let settled = false;
    let received = 0;

    const fail = (error: PhotoRejectedError) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      reject(error);
    };

    const malformed = (error: unknown) =>
      fail(new PhotoRejectedError(ProblemCode.BadRequest, "malformedUpload", {}, { cause: error }));

    parser.on("file", (name, stream) => {
      // A body that ends inside a part errors that part's stream too (e.g. "Unexpected end of
      // form"): an unheard `error` event would take the whole process down.
      stream.on("error", malformed);
      if (name !== PHOTO_FIELD || photoSeen || settled) {
        stream.resume();
        return;
      }
      photoSeen = true;
      stream.on("data", (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on("limit", () => fail(tooLarge()));
      stream.on("end", () => {
        photoComplete = true;
      });
    });
    parser.on("filesLimit", () => {
      fail(new PhotoRejectedError(ProblemCode.PhotoTooManyFiles, "tooManyFiles"));
    });
    parser.on("error", (error) => {
      if (received === 0) fail(new PhotoRejectedError(ProblemCode.PhotoMissing, "emptyBody"));
      else malformed(error);
    });
    parser.on("close", () => {
      if (settled) return;
      if (!photoSeen || !photoComplete) {
        fail(new PhotoRejectedError(ProblemCode.PhotoMissing, "missingPhoto"));
        return;
      }
      settled = true;
      resolve(Buffer.concat(chunks));
    });

    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > HARD_BODY_LIMIT) {
        fail(tooLarge());
        source.unpipe(parser);
        source.pause();
      }
    });
    source.on("error", malformed);
    source.pipe(parser);
  });
}

function tooLarge() {
  return new PhotoRejectedError(ProblemCode.PhotoTooLarge, "tooLarge", {
    maxMegabytes: PHOTO_MAX_UPLOAD_BYTES / (1024 * 1024),
  });
}
