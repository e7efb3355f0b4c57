import { methodNotAllowed } from "../../../../.server/http/problem.ts";
import type { Route } from "./+types/item";
import { handleDeleteSignature } from "./delete.ts";
import { handleGetSignature } from "./get.ts";
import { handleUpdateSignature } from "./update.ts";

// /api/v1/signatures/{id}: GET → get.ts, PATCH → update.ts, DELETE → delete.ts, else 405

export function loader(args: Route.LoaderArgs) {
  return handleGetSignature(args);
}

export function action(args: Route.ActionArgs) {
  switch (args.request.method) {
    case "PATCH":
      return handleUpdateSignature(args);
    case "DELETE":
      return handleDeleteSignature(args);
    default:
      return methodNotAllowed(args.request, ["GET", "PATCH", "DELETE"]);
  }
}
