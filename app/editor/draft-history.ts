// The editor's undo history: a pure reducer over snapshots of the form values. Quick
// successive edits of one field (typing a word) are one step, so Undo restores the state
// before the word rather than before the last letter. It also remembers which snapshot was
// last stored, so "is there anything to save?" is answered from one consistent state.
import { sameFieldValue } from "../signature/field-values.ts";

export const HISTORY_LIMIT = 50;
/** Edits of the same field closer together than this are merged into one undo step. */
export const COALESCE_MS = 1000;

export type DraftHistory<T> = {
  /** older states, most recent last; at most HISTORY_LIMIT */
  past: T[];
  present: T;
  /** the snapshot last written to storage, signature and draft (or loaded from them) */
  saved: T;
  /** the field and time of the last edit, to merge keystrokes; null after undo or reset */
  lastEdit: { field: string; at: number } | null;
};

export type DraftHistoryAction<T> =
  | { type: "edit"; patch: Partial<T>; field: string; at: number }
  | { type: "undo" }
  | { type: "reset"; value: T }
  | { type: "saved"; value: T };

export function createHistory<T>(value: T): DraftHistory<T> {
  return { past: [], present: value, saved: value, lastEdit: null };
}

function changes<T extends object>(present: T, patch: Partial<T>): boolean {
  return (Object.keys(patch) as (keyof T)[]).some(
    (key) => !sameFieldValue(present[key], patch[key]),
  );
}

export function draftHistoryReducer<T extends object>(
  state: DraftHistory<T>,
  action: DraftHistoryAction<T>,
): DraftHistory<T> {
  switch (action.type) {
    case "edit": {
      if (!changes(state.present, action.patch)) return state;
      const present = { ...state.present, ...action.patch };
      const last = state.lastEdit;
      const merge =
        last !== null &&
        last.field === action.field &&
        action.at >= last.at &&
        action.at - last.at < COALESCE_MS &&
        state.past.length > 0;
      const past = merge ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { ...state, past, present, lastEdit: { field: action.field, at: action.at } };
    }
    case "undo": {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { ...state, past: state.past.slice(0, -1), present: previous, lastEdit: null };
    }
    case "reset":
      return createHistory(action.value);
    case "saved":
      return state.saved === action.value ? state : { ...state, saved: action.value };
  }
}

/** The present snapshot differs from the one last written (to the signature and its draft). */
export function hasUnsavedChanges<T>(state: DraftHistory<T>): boolean {
  return state.present !== state.saved;
}

export function canUndo<T>(state: DraftHistory<T>): boolean {
  return state.past.length > 0;
}
