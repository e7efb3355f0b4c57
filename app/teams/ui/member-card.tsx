import { useCallback, useState } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher } from "../../components/island-fetcher.tsx";
import { SignatureHtml } from "../../components/signature-html.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { inTime } from "../../i18n/relative-time.ts";
import { useLocale } from "../../i18n/use-locale.ts";
import type { TeamsView } from "../.server/team-view.ts";
import { confirmFirst, SubmitButton, smallButton, useDateTime } from "./form-controls.tsx";
import { MemberForm } from "./on-demand-forms.tsx";

export type TeamView = Extract<TeamsView, { kind: "team" }>;
export type MemberView = TeamView["members"][number];

/** One member: their signature as it will be pasted, its problems, their link and push state. */
export function MemberCard({
  member,
  placeholders,
  canPush,
}: {
  member: MemberView;
  placeholders: readonly string[];
  canPush: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const stopEditing = useCallback(() => setEditing(false), []);
  const headingId = `member-${member.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      data-testid="member-card"
    >
      <div className="min-w-0">
        <h3 id={headingId} className="truncate font-semibold text-ink">
          {member.fields.fullName}
        </h3>
        <p className="truncate text-sm text-slate-700">{member.fields.email}</p>
      </div>
      <div className="overflow-hidden rounded-md bg-white p-2 ring-1 ring-slate-100">
        {member.html === null ? (
          <p className="text-sm text-slate-700">{t("teams.design.missing")}</p>
        ) : (
          <SignatureHtml html={member.html} style={{ zoom: 0.72 }} testId="member-signature" />
        )}
      </div>
      <Problems member={member} />
      <LinkRow member={member} />
      {canPush && <PushState member={member} />}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButton}
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          {t("teams.member.edit")}
          <span className="sr-only"> {member.fields.fullName}</span>
        </button>
        <RemoveButton member={member} />
      </div>
      {editing && (
        <MemberForm
          member={{ id: member.id, fields: member.fields, locale: member.locale }}
          placeholders={placeholders}
          onDone={stopEditing}
        />
      )}
    </li>
  );
}

function Problems({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const problems = member.problems;
  if (!problems) return null;
  if (problems.errors === 0 && problems.warnings === 0) {
    return (
      <p className="text-sm font-medium text-emerald-800" data-testid="member-problems">
        ✓ {t("teams.member.noProblems")}
      </p>
    );
  }
  return (
    <details className="text-sm" data-testid="member-problems">
      <summary className="cursor-pointer font-medium text-amber-900">
        {[
          problems.errors > 0 && t("teams.member.errors", { count: problems.errors }),
          problems.warnings > 0 && t("teams.member.warnings", { count: problems.warnings }),
        ]
          .filter(Boolean)
          .join(", ")}
      </summary>
      <ul className="mt-1 list-disc pl-5 text-slate-700">
        {problems.messages.map((message) => (
          <li key={message.text}>{message.text}</li>
        ))}
      </ul>
    </details>
  );
}

function LinkRow({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = useDateTime();
  const fetcher = useFetcher<{ ok: boolean; errors?: Record<string, string> }>();
  const [copied, setCopied] = useState(false);
  const busy = fetcher.state !== "idle";
  const coolingDown = member.nextMailInMs > 0;
  const action = (intent: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="memberId" value={member.id} />
      <button
        type="submit"
        className={smallButton}
        disabled={busy || (intent === "sendLinks" && coolingDown)}
      >
        {t(`teams.links.${intent as "renewLink" | "revokeLink" | "sendLinks"}`)}
        <span className="sr-only"> {member.fields.fullName}</span>
      </button>
    </fetcher.Form>
  );
  const { link } = member;
  const status = !link.active
    ? t("teams.links.none")
    : link.openedAt
      ? t("teams.links.opened", { date: date(link.lastOpenedAt ?? link.openedAt) })
      : link.sentAt
        ? t("teams.links.sent", { date: date(link.sentAt) })
        : t("teams.links.notSent");
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-slate-700" data-testid="link-status">
        {status}
        {link.active && coolingDown && (
          <> {t("teams.links.nextMail", { when: inTime(member.nextMailInMs, locale) })}</>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {member.linkUrl && (
          <button
            type="button"
            className={smallButton}
            data-link={member.linkUrl}
            onClick={() => {
              void navigator.clipboard.writeText(member.linkUrl ?? "").then(() => setCopied(true));
            }}
          >
            {copied ? t("teams.links.copied") : t("teams.links.copy")}
            <span className="sr-only"> {member.fields.fullName}</span>
          </button>
        )}
        {link.active && action("sendLinks")}
        {action("renewLink")}
        {link.active && action("revokeLink")}
      </div>
      {fetcher.state === "idle" && fetcher.data?.errors?._form && (
        <FormMessage tone="error">{fetcher.data.errors._form}</FormMessage>
      )}
    </div>
  );
}

function PushState({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const push = member.push;
  if (!push) return null;
  const tone =
    push.status === "done"
      ? "text-emerald-800"
      : push.status === "failed"
        ? "text-red-800"
        : "text-slate-700";
  return (
    <p className={`text-sm font-medium ${tone}`} data-testid="push-status">
      {t(`teams.push.status.${push.status}`, { attempts: push.attempts })}
      {push.status === "failed" &&
        push.error &&
        ` ${t(`teams.push.reasons.${push.error}` as "teams.push.reasons.unavailable")}`}
    </p>
  );
}

function RemoveButton({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  return (
    <fetcher.Form
      method="post"
      onSubmit={confirmFirst(t("teams.member.removeConfirm", { name: member.fields.fullName }))}
    >
      <input type="hidden" name="intent" value="removeMember" />
      <input type="hidden" name="memberId" value={member.id} />
      <SubmitButton fetcher={fetcher} className={`${smallButton} text-red-800`}>
        {t("teams.member.remove")}
        <span className="sr-only"> {member.fields.fullName}</span>
      </SubmitButton>
    </fetcher.Form>
  );
}
