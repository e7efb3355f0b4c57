import { useMemo, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { FormMessage } from "../../components/form-fields.tsx";
import {
  ExportActions,
  InstallGuides,
  useRenderOptions,
  VariantPreview,
} from "../../editor/index.ts";
import type { Messages } from "../../i18n/messages/en/index.ts";
import { useTranslation, WithMessages } from "../../i18n/react.tsx";
import { renderVariants, type SignatureVariant } from "../../signature/variants.ts";
import type { memberPageView } from "../.server/member-page.ts";
import { actionErrors, SubmitButton, smallPrimaryButton } from "./form-controls.tsx";
import { MainFields } from "./member-main-fields.tsx";

type View = Exclude<Awaited<ReturnType<typeof memberPageView>>["data"], undefined>;

/** A team member's page: their signature to copy, the guides, their own corrections. */
export function MemberSignaturePage({ view }: { view: View }) {
  return (
    <WithMessages messages={{ teams: view.messages } as unknown as Partial<Messages>}>
      <meta name="robots" content="noindex" />
      {view.kind === "memberNotFound" ? <LinkNotFound /> : <MemberSignature view={view} />}
    </WithMessages>
  );
}

function LinkNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{t("teams.self.notFound")}</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("teams.self.notFound")}</h1>
      <p className="mt-4 text-slate-700">{t("teams.self.notFoundLead")}</p>
    </div>
  );
}

function MemberSignature({ view }: { view: Extract<View, { kind: "member" }> }) {
  const { t } = useTranslation();
  const options = useRenderOptions();
  const variants = useMemo(
    () => renderVariants(view.signature, options),
    [view.signature, options],
  );
  const [variant, setVariant] = useState<SignatureVariant>("full");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <title>{t("teams.self.heading")}</title>
      <p className="text-sm font-medium text-slate-600">
        {t("teams.self.eyebrow", { team: view.teamName })}
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("teams.self.heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("teams.self.lead")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-8">
          <VariantPreview variants={variants} variant={variant} onChange={setVariant} />
          <ExportActions
            variant={variant}
            variants={variants}
            name={view.signature.fullName}
            language={view.signature.language}
          />
          <SelfEdit view={view} />
        </div>
        <InstallGuides />
      </div>
    </div>
  );
}

function SelfEdit({ view }: { view: Extract<View, { kind: "member" }> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const saved = fetcher.state === "idle" && (fetcher.data as { ok?: boolean })?.ok === true;
  return (
    <section
      aria-labelledby="self-edit"
      className="flex flex-col gap-3 rounded-xl p-5 ring-1 ring-slate-200"
    >
      <h2 id="self-edit" className="text-xl font-semibold">
        {t("teams.self.editHeading")}
      </h2>
      {view.selfEdit ? (
        <fetcher.Form method="post" className="flex flex-col gap-3" noValidate>
          <p className="text-slate-700">{t("teams.self.editLead")}</p>
          <input type="hidden" name="member" value={params.get("member") ?? ""} />
          <div className="grid gap-3 sm:grid-cols-3">
            <MainFields only={["jobTitle", "phone", "mobile"]} values={view.own} errors={errors} />
          </div>
          {errors._form && <FormMessage tone="error">{errors._form}</FormMessage>}
          {saved && <FormMessage tone="success">{t("teams.self.saved")}</FormMessage>}
          <SubmitButton fetcher={fetcher} className={`${smallPrimaryButton} self-start`}>
            {t("teams.self.save")}
          </SubmitButton>
        </fetcher.Form>
      ) : (
        <p className="text-slate-700">{t("teams.self.otherFields")}</p>
      )}
    </section>
  );
}
