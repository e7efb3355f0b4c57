import { getApp } from "../.server/context.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { SignatureEditor } from "../editor/index.ts";
import { renderIsland } from "../entry.react-island.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { IslandContainer } from "../islands/react-island.tsx";
import type { Route } from "./+types/editor";

// /app and /fr/app – the signature editor (`?id=` a saved signature, `?template=` a new one).
// React Router renders the page; the editor is a React island (ADR 037, decision 11),
// hydrated by app/islands/editor.tsx.

export async function loader({ request, context }: Route.LoaderArgs) {
  return { island: await renderIsland("editor", <SignatureEditor />, request, getApp(context)) };
}

export default function Editor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  return (
    <>
      <PageMeta
        title={t("editor.metaTitle", { appName })}
        description={t("editor.metaDescription")}
      />
      <IslandContainer island={loaderData.island} />
    </>
  );
}
