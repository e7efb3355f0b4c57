import type sharpModule from "sharp";

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp and libvips, loaded at the first photo operation rather than at start-up (~40 ms of
 * it): no request before the first upload or variant render needs them (docs/decisions/018).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
