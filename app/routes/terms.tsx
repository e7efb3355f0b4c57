import { legalPageData } from "../legal/.server/index.ts";
import { LegalPage } from "../legal/index.ts";
import type { Route } from "./+types/terms";

export function loader(args: Route.LoaderArgs) {
  return legalPageData("terms", args);
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="terms" toc {...loaderData} />;
}
