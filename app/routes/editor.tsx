import { PageMeta } from "../components/page-meta.tsx";
import { EDITOR_MESSAGES, SignatureEditor } from "../editor/index.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { withRouteMessages } from "../i18n/route-messages.tsx";

// /app and /fr/app – the signature editor (`?id=` a saved signature, `?template=` a new one)
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

export default withRouteMessages(EDITOR_MESSAGES, Editor);
