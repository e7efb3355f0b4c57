import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { getApp } from "../.server/context.ts";
import { withAllowance } from "../billing/rules.ts";
import { PageLink } from "../components/page-link.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import {
  EDITOR_MESSAGES,
  ExportActions,
  ExportTrialNotice,
  InstallGuides,
  SignatureNotFound,
  useExportTemplate,
  useRenderOptions,
  useStoredSignature,
  VariantPreview,
} from "../editor/index.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { RouteMessages } from "../i18n/route-messages.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { renderVariants, type SignatureVariant } from "../signature/variants.ts";
import { useAllowance } from "../signatures/hooks.ts";
import type { StoredSignature } from "../signatures/signatures.ts";
import { memberPageView, memberSelfEdit } from "../teams/.server/index.ts";
import { MemberSignaturePage } from "../teams/index.ts";
import type { Route } from "./+types/my-signature";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("member");
  return token === null ? null : memberPageView(request, getApp(context), token);
}

export function action({ request, context }: Route.ActionArgs) {
  return memberSelfEdit(request, getApp(context));
}

// /my-signature?id= and /fr/my-signature?id= – one finished signature: copy, download, install.
// ?member= – a team member's signature, from the private link their team sent (issue 13).
export default function MySignaturePage({ loaderData }: Route.ComponentProps) {
  return (
    <RouteMessages loaders={EDITOR_MESSAGES}>
      {loaderData ? <MemberSignaturePage view={loaderData} /> : <OwnSignaturePage />}
    </RouteMessages>
  );
}

function OwnSignaturePage() {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  const [params] = useSearchParams();
  const state = useStoredSignature(params.get("id"));
  return (
    <>
      <PageMeta
        title={t("export.metaTitle", { appName })}
        description={t("export.metaDescription")}
      />
      {/* not in the sitemap, and private to this browser (the not-found panel says so itself) */}
      {state.phase === "notFound" ? (
        <SignatureNotFound />
      ) : state.phase === "loading" ? (
        <p role="status" aria-busy="true" className="px-4 py-24 text-center text-slate-700">
          {t("export.loading")}
        </p>
      ) : (
        <FinishedSignature signature={state.signature} />
      )}
    </>
  );
}

function FinishedSignature({ signature: stored }: { signature: StoredSignature }) {
  const { t } = useTranslation();
  // shown (and copied) with the Pro template it tries, when copying may spend the free one
  const { signature, trial, beforeExport } = useExportTemplate(stored);
  const locale = useLocale();
  const { origin, homeUrl, appName } = useRenderOptions();
  const allowance = useAllowance();
  const variants = useMemo(
    () =>
      renderVariants(withAllowance(signature, allowance), {
        origin,
        homeUrl,
        appName,
      }),
    [signature, allowance, origin, homeUrl, appName],
  );
  const [variant, setVariant] = useState<SignatureVariant>("full");
  const name = signature.name || signature.fullName || t("export.untitled");
  const editPath = `${pagePath("app", locale)}?id=${encodeURIComponent(signature.id)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-600">{name}</p>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{t("export.heading")}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{t("export.lead")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={editPath}
            className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
          >
            {t("export.edit")}
          </Link>
          <PageLink
            page="mySignatures"
            className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-50"
          >
            {t("export.mySignatures")}
          </PageLink>
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-8">
          <ExportTrialNotice trial={trial} savedTemplate={stored.template} />
          <VariantPreview variants={variants} variant={variant} onChange={setVariant} />
          <ExportActions
            variant={variant}
            variants={variants}
            name={name}
            language={signature.language}
            beforeExport={beforeExport}
          />
        </div>
        <InstallGuides />
      </div>
    </div>
  );
}
