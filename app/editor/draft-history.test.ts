import { describe, expect, it } from "vitest";
import {
  COALESCE_MS,
  canUndo,
  createHistory,
  draftHistoryReducer,
  HISTORY_LIMIT,
  hasUnsavedChanges,
} from "./draft-history.ts";

type Form = { fullName: string; company: string };
const start: Form = { fullName: "", company: "" };

function edit(state: ReturnType<typeof createHistory<Form>>, patch: Partial<Form>, at: number) {
  const field = Object.keys(patch)[0]!;
  return draftHistoryReducer(state, { type: "edit", patch, field, at });
}

describe("draftHistoryReducer", () => {
  it("starts with nothing to undo", () => {
    expect(canUndo(createHistory(start))).toBe(false);
  });

  it("records an edit and undoes it", () => {
    const edited = edit(createHistory(start), { company: "Acme" }, 0);
    expect(edited.present).toEqual({ fullName: "", company: "Acme" });
    expect(canUndo(edited)).toBe(true);
    const undone = draftHistoryReducer(edited, { type: "undo" });
    expect(undone.present).toEqual(start);
    expect(canUndo(undone)).toBe(false);
  });

  it("ignores an edit that changes nothing", () => {
    const state = createHistory(start);
    expect(edit(state, { fullName: "" }, 0)).toBe(state);
  });

  it("merges quick keystrokes in one field into one step", () => {
    let state = createHistory(start);
    state = edit(state, { fullName: "J" }, 0);
    state = edit(state, { fullName: "Ja" }, 200);
    state = edit(state, { fullName: "Jan" }, 400);
    expect(state.past).toHaveLength(1);
    expect(draftHistoryReducer(state, { type: "undo" }).present.fullName).toBe("");
  });

  it("starts a new step after a pause or in another field", () => {
    let state = createHistory(start);
    state = edit(state, { fullName: "Jane" }, 0);
    state = edit(state, { fullName: "Jane D" }, COALESCE_MS + 1);
    state = edit(state, { company: "Acme" }, COALESCE_MS + 2);
    expect(state.past).toHaveLength(3);
    state = draftHistoryReducer(state, { type: "undo" });
    expect(state.present).toEqual({ fullName: "Jane D", company: "" });
    state = draftHistoryReducer(state, { type: "undo" });
    expect(state.present.fullName).toBe("Jane");
  });

  it("does not merge an edit made right after an undo", () => {
    let state = createHistory(start);
    state = edit(state, { fullName: "Jane" }, 0);
    state = edit(state, { company: "Acme" }, 10);
    state = draftHistoryReducer(state, { type: "undo" });
    state = edit(state, { company: "Globex" }, 20);
    state = draftHistoryReducer(state, { type: "undo" });
    expect(state.present).toEqual({ fullName: "Jane", company: "" });
  });

  it("keeps at most HISTORY_LIMIT steps", () => {
    let state = createHistory(start);
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) {
      state = edit(state, { company: `c${i}` }, i * (COALESCE_MS + 1));
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(state.past[0]!.company).toBe("c9");
  });

  it("undo with an empty history changes nothing", () => {
    const state = createHistory(start);
    expect(draftHistoryReducer(state, { type: "undo" })).toBe(state);
  });

  it("reset replaces everything", () => {
    const state = edit(createHistory(start), { company: "Acme" }, 0);
    const reset = draftHistoryReducer(state, {
      type: "reset",
      value: { fullName: "A", company: "B" },
    });
    const value = { fullName: "A", company: "B" };
    expect(reset).toEqual({ past: [], present: value, saved: value, lastEdit: null });
    expect(hasUnsavedChanges(reset)).toBe(false);
  });

  it("tracks what was saved", () => {
    let state = createHistory(start);
    expect(hasUnsavedChanges(state)).toBe(false);
    state = edit(state, { company: "Acme" }, 0);
    expect(hasUnsavedChanges(state)).toBe(true);
    const written = state.present;
    state = draftHistoryReducer(state, { type: "saved", value: written });
    expect(hasUnsavedChanges(state)).toBe(false);
    state = edit(state, { company: "Acme Inc" }, COALESCE_MS * 2);
    expect(hasUnsavedChanges(state)).toBe(true);
    state = draftHistoryReducer(state, { type: "undo" });
    expect(state.present).toBe(written);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it("undoing past the saved state leaves a change to save", () => {
    let state = edit(createHistory(start), { company: "Acme" }, 0);
    state = draftHistoryReducer(state, { type: "saved", value: state.present });
    state = draftHistoryReducer(state, { type: "undo" });
    expect(state.present).toEqual(start);
    expect(hasUnsavedChanges(state)).toBe(true);
  });
});
