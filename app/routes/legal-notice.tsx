import { legalPageData } from "../legal/.server/index.ts";
import { LegalPage } from "../legal/index.ts";
import type { Route } from "./+types/legal-notice";

export function loader(args: Route.LoaderArgs) {
  return legalPageData("legalNotice", args);
}

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="legalNotice" {...loaderData} />;
}
