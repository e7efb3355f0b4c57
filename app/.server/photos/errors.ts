import type en from "../../i18n/messages/en/photos.ts";
import type { ProblemCode } from "../http/problem.ts";

export type PhotoMessage = keyof typeof en;

/** An expected refusal of an upload: becomes a localized problem+json at the handler. */
export class PhotoRejectedError extends Error {
  readonly code: ProblemCode;
  readonly messageKey: PhotoMessage;
  readonly values: Record<string, string | number>;

  constructor(
    code: ProblemCode,
    messageKey: PhotoMessage,
    values: Record<string, string | number> = {},
    options?: ErrorOptions,
  ) {
    super(`photo rejected: ${code} (${messageKey})`, options);
    this.name = "PhotoRejectedError";
    this.code = code;
    this.messageKey = messageKey;
    this.values = values;
  }
}
