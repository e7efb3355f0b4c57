import { useSessionUser } from "../../hooks/use-public-config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useSyncState } from "./use-cloud-sync.ts";

/** What a signed-in visitor must know about cloud sync: offline copy, plan limit, failures. */
export function CloudNotice({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { phase, limit, error } = useSyncState();
  if (!user) return null;
  const messages = [
    phase === "offline" ? t("account.sync.offline") : null,
    limit ? t("account.sync.limit", { detail: limit }) : null,
    error ? t("account.sync.failed", { detail: error }) : null,
  ].filter((message): message is string => message !== null);
  return (
    <div role="status" className={`empty:hidden ${className}`}>
      {messages.map((message) => (
        <p
          key={message}
          className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          {message}
        </p>
      ))}
    </div>
  );
}
