import { PageMeta } from "../components/page-meta.tsx";
import { EDITOR_MESSAGES, SignatureEditor } from "../editor/index.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { RouteMessages } from "../i18n/route-messages.tsx";

// /app and /fr/app – the signature editor (`?id=` a saved signature, `?template=` a new one)
export default function EditorPage() {
  return (
    <RouteMessages loaders={EDITOR_MESSAGES}>
      <Editor />
    </RouteMessages>
  );
}

function Editor() {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  return (
    <>
      <PageMeta
        title={t("editor.metaTitle", { appName })}
        description={t("editor.metaDescription")}
      />
      <SignatureEditor />
    </>
  );
}
