import { PageMeta } from "../components/page-meta.tsx";
import { SignatureEditor } from "../editor/index.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";

// /app and /fr/app – the signature editor (`?id=` a saved signature, `?template=` a new one)
export default function EditorPage() {
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
