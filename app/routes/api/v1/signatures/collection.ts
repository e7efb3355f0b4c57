import { methodNotAllowed } from "../../../../.server/http/problem.ts";
import type { Route } from "./+types/collection";
import { handleCreateSignature } from "./create.ts";
import { handleListSignatures } from "./list.ts";

// /api/v1/signatures: GET → list.ts, POST → create.ts, anything else 405

export function loader(args: Route.LoaderArgs) {
  return handleListSignatures(args);
}

export function action(args: Route.ActionArgs) {
  if (args.request.method === "POST") return handleCreateSignature(args);
  return methodNotAllowed(args.request, ["GET", "POST"]);
}
