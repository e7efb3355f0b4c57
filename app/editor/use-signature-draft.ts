// The editor's state: the signature being edited (as typed), its undo history, validation,
// and autosave to browser storage. Autosave stores every valid field; an invalid field's value
// and a template on trial stay the signature's draft, stored beside it (ADR 019), until they
// can be saved: when corrected, or at an explicit save ("Finish") or a copy. A new signature
// is stored only at its first valid change.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  ownedProTemplate,
  type TemplateAccess,
  type TemplateTrial,
  templateTrial,
  withPlanRules,
} from "../billing/rules.ts";
import { usePageQuery } from "../components/page-query.tsx";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useLocale } from "../i18n/use-locale.ts";
import {
  coerceSignatureFields,
  LIMITS,
  type SignatureFieldName,
  type SignatureFields,
  type SignatureLanguage,
} from "../signature/schema.ts";
import { DEFAULT_TEMPLATE_ID, type TemplateId } from "../signature/templates.ts";
import { signatureChanged } from "../signatures/cloud-changes.ts";
import { currentId, onIdAdopted } from "../signatures/cloud-ids.ts";
import { readDraft, writeDraft } from "../signatures/drafts.ts";
import { useHasFreeTemplate, useIsPaid, useStoredSignatures } from "../signatures/hooks.ts";
import { useCloudListPending } from "../signatures/index.ts";
import {
  createSignature,
  getSignature,
  signatureFields,
  updateSignature,
} from "../signatures/signatures.ts";
import {
  ensureLocalUserData,
  readHasFreeTemplate,
  readIsPaid,
  spendFreeTemplate,
} from "../signatures/user.ts";
import { canUndo, createHistory, draftHistoryReducer, hasUnsavedChanges } from "./draft-history.ts";
import { committedFields, sameFields, splitTyped, withDraft } from "./savable-fields.ts";

export const AUTOSAVE_DELAY_MS = 300;

export type DraftPhase = "loading" | "ready" | "notFound";

/** Where the autosave stands, and what it leaves out. */
export type SaveStatus = {
  /** new: nothing stored or typed yet; invalid: nothing stored, and what is typed is invalid */
  state: "new" | "saving" | "saved" | "invalid";
  /** fields whose typed value is invalid: kept as a draft, their previous value stays saved */
  unsavedFields: number;
  /** a template being tried, not saved */
  trial: TemplateTrial["kind"] | null;
};

/** A Pro template asked for by `?template=` that the visitor cannot use. */
export type TemplateNotice = { requested: TemplateId; fallback: TemplateId } | null;

const reducer = draftHistoryReducer<SignatureFields>;

/**
 * A new signature with what the link asked for (`?template=`, and `?name=`: the name typed on
 * the home page), each kept only when the schema accepts it.
 */
function newFields(
  template: string | null,
  fullName: string | null,
  language: SignatureLanguage,
): SignatureFields {
  return coerceSignatureFields({
    // written in the interface's language until the person picks another
    language,
    template: template ?? undefined,
    fullName: fullName?.slice(0, LIMITS.text),
  });
}

function storedFields(id: string): SignatureFields | null {
  const stored = getSignature(id);
  return stored ? signatureFields(stored) : null;
}

function currentAccess() {
  return { isPaid: readIsPaid(), hasFreeTemplate: readHasFreeTemplate() };
}

export function useSignatureDraft({
  id,
  template,
  fullName,
}: {
  id: string | null;
  template: string | null;
  /** a new signature's name, prefilled */
  fullName: string | null;
}) {
  const hydrated = useHydrated();
  // Signed in: a signature asked for by id may come with the cloud list, still on its way.
  const waitForCloud = useCloudListPending() && id !== null;
  const isPaid = useIsPaid();
  const hasFreeTemplate = useHasFreeTemplate();
  const signatures = useStoredSignatures();
  const { replace } = usePageQuery();
  const locale = useLocale();
  // read when a new signature starts, not a reason to start one again
  const localeRef = useRef(locale);
  localeRef.current = locale;
  // A new signature's starting point, the same on the server and at hydration: the status
  // the server renders ("saved as you type") is the one the page keeps, with no layout shift.
  const [initial] = useState(() => newFields(template, fullName, locale));
  const [history, dispatch] = useReducer(reducer, initial, createHistory);
  const [phase, setPhase] = useState<DraftPhase>(id ? "loading" : "ready");
  const [savedId, setSavedId] = useState<string | null>(null);
  /** the fields saved before: the stored ones, or a new signature's starting point */
  const [base, setBase] = useState<SignatureFields>(initial);
  const [templateNotice, setTemplateNotice] = useState<TemplateNotice>(null);
  /** the stored id, readable at once (state lags a render behind) */
  const savedIdRef = useRef<string | null>(null);
  const baseRef = useRef<SignatureFields>(initial);
  /** the typed fields waiting to be written */
  const pendingRef = useRef<SignatureFields | null>(null);

  const keepBase = useCallback((fields: SignatureFields) => {
    baseRef.current = fields;
    setBase(fields);
  }, []);

  /**
   * Writes the pending change now: the valid fields to the signature (created at its first
   * valid change), the rest to its draft. `commit` (Finish, a copy) saves everything typed, a
   * template on trial included, which may spend the free Pro template. Returns the stored id;
   * null when nothing is stored, or when `commit` could not save everything.
   */
  const flush = useCallback(
    ({ updateUrl, commit = false }: { updateUrl: boolean; commit?: boolean }): string | null => {
      const source = pendingRef.current;
      if (!source) return savedIdRef.current;
      pendingRef.current = null;
      // Read now: another tab may have used the free Pro template, or the plan changed.
      const access = currentAccess();
      // A local signature may have moved to the cloud (new id) since it was opened.
      const existing = savedIdRef.current === null ? null : currentId(savedIdRef.current);
      const stored = existing === null ? null : storedFields(existing);
      const split = splitTyped(
        withPlanRules(source, access.isPaid),
        stored ?? baseRef.current,
        access,
      );
      const committed = commit ? committedFields(split) : null;
      const data = committed ?? split.data;
      if (existing === null && committed === null && sameFields(data, baseRef.current)) {
        return null; // nothing valid typed yet: a new signature is not stored
      }
      if (committed && split.trial?.kind === "pro") spendFreeTemplate();
      ensureLocalUserData();
      let storedId = existing;
      if (stored === null || !sameFields(data, stored)) {
        // A signature deleted in another tab meanwhile is stored again rather than lost.
        const written =
          (existing !== null ? updateSignature(existing, data) : undefined) ??
          createSignature(data);
        storedId = written.id;
        signatureChanged(written.id);
      }
      if (storedId === null) return null;
      writeDraft(storedId, committed ? {} : split.draft);
      keepBase(data);
      dispatch({ type: "saved", value: source });
      if (storedId !== existing) {
        savedIdRef.current = storedId;
        setSavedId(storedId);
        if (updateUrl) {
          replace(`?id=${encodeURIComponent(storedId)}`);
        }
      }
      return commit && committed === null ? null : storedId;
    },
    [replace, keepBase],
  );
  const flushRef = useRef(flush);
  flushRef.current = flush;

  // A signature uploaded to the account gets its cloud id: the page follows it.
  useEffect(
    () =>
      onIdAdopted((from, to) => {
        if (savedIdRef.current !== from) return;
        savedIdRef.current = to;
        setSavedId(to);
        replace(`?id=${encodeURIComponent(to)}`);
      }),
    [replace],
  );

  // Load after hydration: storage exists only in the browser.
  useEffect(() => {
    if (!hydrated) return;
    // our own ?id= after the first save (or its cloud id since)
    if (id !== null && currentId(id) === savedIdRef.current) return;
    flushRef.current({ updateUrl: false }); // a change still pending belongs to the previous one
    setTemplateNotice(null);
    let fields: SignatureFields;
    let start: SignatureFields;
    const storedId = id === null ? null : currentId(id);
    if (storedId !== null) {
      const stored = storedFields(storedId);
      if (!stored) {
        setPhase(waitForCloud ? "loading" : "notFound");
        return;
      }
      start = stored;
      fields = withDraft(stored, readDraft(storedId));
    } else {
      // A Pro template asked for by the gallery is tried: the signature starts saved without it.
      fields = newFields(template, fullName, localeRef.current);
      const trial = templateTrial(fields.template, DEFAULT_TEMPLATE_ID, currentAccess());
      start = trial ? { ...fields, template: DEFAULT_TEMPLATE_ID } : fields;
      if (trial?.kind === "locked") {
        setTemplateNotice({ requested: fields.template, fallback: start.template });
        fields = start;
      }
    }
    savedIdRef.current = storedId;
    setSavedId(storedId);
    keepBase(start);
    dispatch({ type: "reset", value: fields });
    setPhase("ready");
  }, [hydrated, id, template, fullName, waitForCloud, keepBase]);

  const present = history.present;
  const storedNow = useMemo(
    () => (savedId === null ? undefined : signatures.find((entry) => entry.id === savedId)),
    [signatures, savedId],
  );
  // What is stored now (another tab may have changed it), else what was saved before.
  const saved = useMemo(() => (storedNow ? signatureFields(storedNow) : base), [storedNow, base]);
  const effective = useMemo(() => withPlanRules(present, isPaid), [present, isPaid]);
  const split = useMemo(
    () => splitTyped(effective, saved, { isPaid, hasFreeTemplate }),
    [effective, saved, isPaid, hasFreeTemplate],
  );
  const access: TemplateAccess = {
    isPaid,
    hasFreeTemplate,
    ownedTemplate: savedId === null ? null : ownedProTemplate(saved.template),
  };
  const pending = hasUnsavedChanges(history);
  const storable = savedId !== null || !sameFields(split.data, base);
  const state: SaveStatus["state"] =
    savedId === null
      ? storable
        ? "saving"
        : split.invalid.length > 0
          ? "invalid"
          : "new"
      : pending
        ? "saving"
        : "saved";
  const status: SaveStatus = {
    state,
    unsavedFields: state === "invalid" ? 0 : split.invalid.length,
    trial: split.trial?.kind ?? null,
  };

  // Autosave: shortly after the last keystroke, once there is something valid to store.
  useEffect(() => {
    if (phase !== "ready" || !hydrated || !pending || !storable) {
      pendingRef.current = null;
      return;
    }
    pendingRef.current = present;
    const timer = setTimeout(() => flush({ updateUrl: true }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, hydrated, pending, storable, present, flush]);

  // Nothing typed is lost on leaving: a pending save is written at once (the URL is left
  // alone: it may already be another page's).
  useEffect(() => {
    const onPageHide = () => flushRef.current({ updateUrl: false });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      flushRef.current({ updateUrl: false });
    };
  }, []);

  // A new signature with nothing valid to store yet would be lost: leaving asks first.
  const unsavable = state === "invalid";
  useEffect(() => {
    if (!unsavable) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsavable]);

  const change = useCallback(<K extends SignatureFieldName>(name: K, value: SignatureFields[K]) => {
    const patch = { [name]: value } as Partial<SignatureFields>;
    dispatch({ type: "edit", patch, field: name, at: Date.now() });
  }, []);

  const update = useCallback((patch: Partial<SignatureFields>) => {
    dispatch({ type: "edit", patch, field: Object.keys(patch).join(","), at: Date.now() });
  }, []);

  const undo = useCallback(() => dispatch({ type: "undo" }), []);

  /**
   * Saves everything typed now, for "Finish" (a template on trial included: that may spend
   * the free Pro template, for this signature). Returns its id, or null when something cannot
   * be saved (an invalid field, a Pro template that is not available); what can be is saved.
   */
  const saveNow = useCallback((): string | null => {
    pendingRef.current = present;
    return flush({ updateUrl: false, commit: true });
  }, [present, flush]);

  return {
    phase,
    status,
    savedId,
    /** what the person typed */
    fields: present,
    /** what is rendered: the typed fields with the plan's rules applied */
    effective,
    errors: split.errors,
    /** the template chosen but not saved, and why */
    templateTrial: split.trial,
    templateNotice,
    access,
    canUndo: canUndo(history),
    change,
    update,
    undo,
    saveNow,
  };
}
