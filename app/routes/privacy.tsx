import { legalPageData } from "../legal/.server/index.ts";
import { LegalPage } from "../legal/index.ts";
import type { Route } from "./+types/privacy";

export function loader(args: Route.LoaderArgs) {
  return legalPageData("privacy", args);
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="privacy" toc {...loaderData} />;
}
