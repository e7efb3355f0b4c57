import { getApp } from "../.server/context.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { renderIsland } from "../entry.react-island.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { IslandContainer } from "../islands/react-island.tsx";
import { LibraryPage } from "../signatures/index.ts";
import type { Route } from "./+types/my-signatures";

// /my-signatures and /fr/my-signatures – the signatures kept in this browser and the
// account's (docs/product.md#pages). React Router renders the page; the list is a React
// island (ADR 037, decision 11), hydrated by app/islands/library.tsx.

export async function loader({ request, context }: Route.LoaderArgs) {
  return { island: await renderIsland("library", <LibraryPage />, request, getApp(context)) };
}

export default function MySignatures({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t("library.title")} description={t("library.description")} />
      <IslandContainer island={loaderData.island} />
    </>
  );
}
