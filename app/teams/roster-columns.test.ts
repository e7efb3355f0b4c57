import { describe, expect, it } from "vitest";
import {
  assignColumn,
  choiceOfColumn,
  columnLabel,
  listColumn,
  unmappedColumns,
} from "./roster-columns.ts";

describe("roster columns", () => {
  it("read our export's detail and link headers in both languages", () => {
    expect(listColumn("Detail: Pronouns")).toEqual({ kind: "detail", label: "Pronouns" });
    expect(listColumn("Détail\u202f: Bureau")).toEqual({ kind: "detail", label: "Bureau" });
    expect(listColumn("Lien\u202f: Portfolio")).toEqual({ kind: "link", label: "Portfolio" });
    expect(listColumn("Link: ")).toBeNull();
    expect(listColumn("LinkedIn")).toBeNull();
    expect(columnLabel(`  ${"x".repeat(60)} `)).toHaveLength(40);
  });

  it("assign a column to one field, move it, join full names, name details after the column", () => {
    let mapping = assignColumn({ email: [1] }, 0, "fullName", "First name");
    mapping = assignColumn(mapping, 2, "fullName", "Last name");
    expect(mapping).toEqual({ email: [1], fullName: [0, 2] });
    mapping = assignColumn(mapping, 3, "email", "Other email");
    expect(mapping).toEqual({ fullName: [0, 2], email: [3] });
    mapping = assignColumn(mapping, 4, "detail", " Office ");
    expect(mapping).toMatchObject({ "detail:Office": [4] });
    expect(choiceOfColumn(mapping, 4)).toBe("detail");
    expect(choiceOfColumn(mapping, 1)).toBe("");
    mapping = assignColumn(mapping, 4, "", "Office");
    expect(mapping).toEqual({ fullName: [0, 2], email: [3] });
  });

  it("name the columns holding something that are not imported", () => {
    const table = {
      headers: ["Name", "Email", "LinkedIn", "Office", "Empty"],
      rows: [
        ["Ada", "a@b.co", "in/ada", "", ""],
        ["Bob", "b@b.co", "", "Lyon", " "],
      ],
    };
    expect(unmappedColumns(table, { fullName: [0], email: [1] })).toEqual([2, 3]);
    expect(unmappedColumns(table, { fullName: [0], email: [1], linkedin: [2] })).toEqual([3]);
  });
});
