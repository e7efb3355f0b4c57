import { describe, expect, it } from "vitest";
import { checkPhotoFile, PHOTO_MAX_BYTES, readUploadResponse } from "./photo-upload.ts";

describe("checkPhotoFile", () => {
  it("accepts the five image types up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]) {
      expect(checkPhotoFile({ type, size: PHOTO_MAX_BYTES })).toBeNull();
    }
  });

  it("refuses other types, empty files and larger files", () => {
    expect(checkPhotoFile({ type: "application/pdf", size: 10 })).toBe("unsupportedType");
    expect(checkPhotoFile({ type: "image/svg+xml", size: 10 })).toBe("unsupportedType");
    expect(checkPhotoFile({ type: "image/png", size: 0 })).toBe("emptyFile");
    expect(checkPhotoFile({ type: "image/png", size: PHOTO_MAX_BYTES + 1 })).toBe("tooLarge");
  });

  it("leaves a file of unknown type to the server", () => {
    expect(checkPhotoFile({ type: "", size: 1000 })).toBeNull();
  });
});

describe("readUploadResponse", () => {
  it("returns the url of a created photo", () => {
    const body = JSON.stringify({
      id: "a".repeat(24),
      url: "https://x.example/photos/a.png",
      width: 640,
      height: 200,
      tone: "dark",
    });
    expect(readUploadResponse(201, body)).toEqual({
      ok: true,
      url: "https://x.example/photos/a.png",
      id: "a".repeat(24),
      width: 640,
      height: 200,
      tone: "dark",
    });
  });

  it("returns the problem detail of an error", () => {
    const body = JSON.stringify({ status: 413, detail: "Trop grande." });
    expect(readUploadResponse(413, body)).toEqual({ ok: false, detail: "Trop grande." });
  });

  it("has no detail for an unreadable answer", () => {
    expect(readUploadResponse(502, "<html>Bad gateway</html>")).toEqual({
      ok: false,
      detail: null,
    });
    expect(readUploadResponse(201, "{}")).toEqual({ ok: false, detail: null });
  });
});
