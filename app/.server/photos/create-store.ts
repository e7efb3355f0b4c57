import type { Config } from "../env.ts";
import { createS3PhotoStore } from "./s3-store.ts";
import { createLocalPhotoStore, type PhotoStore } from "./store.ts";

/** The photo store the configuration asks for: S3 when S3_BUCKET is set, else DATA_DIR/photos. */
export function createPhotoStore(config: Pick<Config, "photosDir" | "s3">): PhotoStore {
  return config.s3 ? createS3PhotoStore(config.s3) : createLocalPhotoStore(config.photosDir);
}
