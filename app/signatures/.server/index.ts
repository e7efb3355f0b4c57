// The signatures feature's public server surface: code outside app/signatures/ imports it from here
// (docs/architecture.md#layout).
export { SIGNATURE_API, SIGNATURE_BODY_MAX_BYTES } from "./api-body.ts";
export { proTemplateMessage, proTemplateProblem, renderForPlan } from "./plan-render.ts";
export { serverRenderOptions } from "./render-options.ts";
export {
  createSignature,
  getSignature,
  getSignatureOrThrow,
  listSignatures,
  updateSignature,
} from "./repository.ts";
