// The editor's state: the signature being edited (as typed), its undo history, validation,
// and autosave to browser storage. A new signature is stored only at its first real change.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { fieldErrors } from "../signature/issues.ts";
import {
  coerceSignatureFields,
  LIMITS,
  type SignatureFieldName,
  type SignatureFields,
  safeParseSignatureFields,
} from "../signature/schema.ts";
import { DEFAULT_TEMPLATE_ID, type TemplateId } from "../signature/templates.ts";
import { currentId, onIdAdopted, signatureChanged } from "../storage/cloud-sync.ts";
import { useHasFreeTemplate, useHydrated, useIsPaid } from "../storage/hooks.ts";
import { createSignature, getSignature, updateSignature } from "../storage/signatures.ts";
import { useCloudListPending } from "../storage/use-cloud-sync.ts";
import {
  ensureLocalUserData,
  readHasFreeTemplate,
  readIsPaid,
  spendFreeTemplate,
} from "../storage/user.ts";
import { canUndo, createHistory, draftHistoryReducer, hasUnsavedChanges } from "./draft-history.ts";
import type { FieldErrors } from "./form-context.tsx";
import { withPlanRules } from "./plan-rules.ts";
import {
  canUseTemplate,
  ownedProTemplate,
  spendsFreeTemplate,
  type TemplateAccess,
} from "./template-access.ts";

export const AUTOSAVE_DELAY_MS = 300;

export type DraftPhase = "loading" | "ready" | "notFound";
/** new: nothing stored yet; blocked: a Pro template the visitor may not save */
export type SaveStatus = "new" | "saving" | "saved" | "invalid" | "blocked";
/** A Pro template asked for by `?template=` that the visitor cannot use. */
export type TemplateNotice = { requested: TemplateId; fallback: TemplateId } | null;

const reducer = draftHistoryReducer<SignatureFields>;

/**
 * A new signature with what the link asked for (`?template=`, and `?name=`: the name typed on
 * the home page), each kept only when the schema accepts it.
 */
function newFields(template: string | null, fullName: string | null): SignatureFields {
  return coerceSignatureFields({
    template: template ?? undefined,
    fullName: fullName?.slice(0, LIMITS.text),
  });
}

function storedFields(id: string): SignatureFields | null {
  const stored = getSignature(id);
  if (!stored) return null;
  const { id: _id, userId: _userId, createdAt: _created, updatedAt: _updated, ...fields } = stored;
  return fields;
}

function currentAccess(ownedTemplate: string | null): TemplateAccess {
  return { isPaid: readIsPaid(), hasFreeTemplate: readHasFreeTemplate(), ownedTemplate };
}

type Pending = { source: SignatureFields; data: SignatureFields };

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
  const navigate = useNavigate();
  const [history, dispatch] = useReducer(reducer, null, () =>
    createHistory(newFields(template, fullName)),
  );
  const [phase, setPhase] = useState<DraftPhase>(id ? "loading" : "ready");
  const [savedId, setSavedId] = useState<string | null>(null);
  const [ownedTemplate, setOwnedTemplate] = useState<string | null>(null);
  const [templateNotice, setTemplateNotice] = useState<TemplateNotice>(null);
  /** the stored id, readable at once (state lags a render behind) */
  const savedIdRef = useRef<string | null>(null);
  const ownedRef = useRef<string | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  /** Writes the pending change now; returns the stored id (null when nothing is stored). */
  const flush = useCallback(
    ({ updateUrl }: { updateUrl: boolean }): string | null => {
      const pending = pendingRef.current;
      if (!pending) return savedIdRef.current;
      pendingRef.current = null;
      const access = currentAccess(ownedRef.current);
      // Another tab may have used the free Pro template meanwhile: then nothing is written.
      if (!canUseTemplate(pending.data.template, access)) return savedIdRef.current;
      if (spendsFreeTemplate(pending.data.template, access)) spendFreeTemplate();
      ensureLocalUserData();
      // A local signature may have moved to the cloud (new id) since it was opened.
      const existing = savedIdRef.current === null ? null : currentId(savedIdRef.current);
      // A signature deleted in another tab meanwhile is stored again rather than lost.
      const saved =
        (existing !== null ? updateSignature(existing, pending.data) : undefined) ??
        createSignature(pending.data);
      signatureChanged(saved.id);
      dispatch({ type: "saved", value: pending.source });
      const owned = ownedProTemplate(saved.template);
      if (owned) {
        ownedRef.current = owned;
        setOwnedTemplate(owned);
      }
      if (saved.id !== existing) {
        savedIdRef.current = saved.id;
        setSavedId(saved.id);
        if (updateUrl) {
          navigate(`?id=${encodeURIComponent(saved.id)}`, {
            replace: true,
            preventScrollReset: true,
          });
        }
      }
      return saved.id;
    },
    [navigate],
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
        navigate(`?id=${encodeURIComponent(to)}`, { replace: true, preventScrollReset: true });
      }),
    [navigate],
  );

  // Load after hydration: storage exists only in the browser.
  useEffect(() => {
    if (!hydrated) return;
    // our own ?id= after the first save (or its cloud id since)
    if (id !== null && currentId(id) === savedIdRef.current) return;
    flushRef.current({ updateUrl: false }); // a change still pending belongs to the previous one
    setTemplateNotice(null);
    let fields: SignatureFields | null;
    if (id !== null) {
      fields = storedFields(currentId(id));
      if (!fields) {
        setPhase(waitForCloud ? "loading" : "notFound");
        return;
      }
    } else {
      fields = newFields(template, fullName);
      if (!canUseTemplate(fields.template, currentAccess(null))) {
        setTemplateNotice({ requested: fields.template, fallback: DEFAULT_TEMPLATE_ID });
        fields = { ...fields, template: DEFAULT_TEMPLATE_ID };
      }
    }
    const storedId = id === null ? null : currentId(id);
    savedIdRef.current = storedId;
    setSavedId(storedId);
    ownedRef.current = id === null ? null : ownedProTemplate(fields.template);
    setOwnedTemplate(ownedRef.current);
    dispatch({ type: "reset", value: fields });
    setPhase("ready");
  }, [hydrated, id, template, fullName, waitForCloud]);

  const access: TemplateAccess = { isPaid, hasFreeTemplate, ownedTemplate };
  const present = history.present;
  const effective = useMemo(() => withPlanRules(present, isPaid), [present, isPaid]);
  const validation = useMemo(() => safeParseSignatureFields(effective), [effective]);
  const errors = useMemo<FieldErrors>(
    () => (validation.success ? {} : fieldErrors(validation.error)),
    [validation],
  );
  const templateBlocked = !canUseTemplate(effective.template, access);
  const unsaved = hasUnsavedChanges(history);
  const status: SaveStatus = !unsaved
    ? savedId === null
      ? "new"
      : "saved"
    : !validation.success
      ? "invalid"
      : templateBlocked
        ? "blocked"
        : "saving";

  // Autosave: every valid change, shortly after the last keystroke.
  useEffect(() => {
    if (phase !== "ready" || !hydrated || !unsaved || !validation.success || templateBlocked) {
      pendingRef.current = null;
      return;
    }
    pendingRef.current = { source: present, data: validation.data };
    const timer = setTimeout(() => flush({ updateUrl: true }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, hydrated, unsaved, present, validation, templateBlocked, flush]);

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

  // Leaving with changes that cannot be saved yet asks for confirmation.
  const unsavable = status === "invalid" || status === "blocked";
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
   * Stores the signature now (creating it if needed) for "Finish". Returns its id, or null
   * when it cannot be saved yet (invalid fields, or a Pro template that is not available).
   */
  const saveNow = useCallback((): string | null => {
    if (!validation.success || templateBlocked) return null;
    if (unsaved || savedIdRef.current === null) {
      pendingRef.current = { source: present, data: validation.data };
    }
    return flush({ updateUrl: false });
  }, [validation, templateBlocked, unsaved, present, flush]);

  return {
    phase,
    status,
    savedId,
    /** what the person typed */
    fields: present,
    /** what is rendered and saved: the typed fields with the plan's rules applied */
    effective,
    errors,
    templateBlocked,
    templateNotice,
    access,
    canUndo: canUndo(history),
    change,
    update,
    undo,
    saveNow,
  };
}
