import { useTranslation } from "../../i18n/react.tsx";
import type { StoredSignature } from "../../signatures/signatures.ts";
import { useShownName } from "./use-signatures-download.ts";

/** The signatures that exist only in this browser, each with why (ADR 028). */
export function OnlyHereList({ signatures }: { signatures: readonly StoredSignature[] }) {
  const { t } = useTranslation();
  const nameOf = useShownName();
  return (
    <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      {signatures.map((signature) => (
        <li key={signature.id}>
          <span className="font-medium">{nameOf(signature)}</span>
          <span className="text-sm text-slate-700">
            {" — "}
            {signature.userId === null
              ? t("account.onlyHere.notInAccount")
              : t("account.onlyHere.changesNotSent")}
          </span>
        </li>
      ))}
    </ul>
  );
}
