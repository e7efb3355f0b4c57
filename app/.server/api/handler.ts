// What every API operation receives and returns: the router (router.ts) matches a path and
// method to one of these. Kept apart from the router so handlers do not import it (no cycle).
import type { RequestContext } from "../context.ts";

export type ApiArgs<Param extends string = never> = {
  request: Request;
  app: RequestContext;
  /** path parameters of the matched endpoint, e.g. `{ id }` */
  params: Readonly<Record<Param, string>>;
};
export type ApiHandler = (args: ApiArgs<string>) => Promise<Response> | Response;
