import { describe, expect, it } from "vitest";
import { columnsOf, shapedRows } from "../../functions/db/shaped.ts";
import {
  adminProfileShape,
  ownerProfileShape,
  publicMuseDetailShape,
  publicMuseShape,
} from "../../src/domain/profile.ts";
import { adminReportShape } from "../../src/domain/moderation.ts";

const names = (columns: string) =>
  columns.split(/, (?![^(]*\))/).map((column) => column.split(" AS ").pop()!.split(".").pop());

describe("response shapes (src/domain) and the columns they read", () => {
  it("reads exactly the fields of a shape, in its order", () => {
    expect(names(columnsOf(publicMuseShape))).toEqual(Object.keys(publicMuseShape.shape));
    expect(names(columnsOf(adminProfileShape))).toEqual(Object.keys(adminProfileShape.shape));
  });

  it("never lets a private field into the public or the owner's columns", () => {
    const privateFields = ["admin_notes", "date_of_birth", "how_found_us", "reviewed_by", "user_id"];
    for (const shape of [publicMuseShape, publicMuseDetailShape, ownerProfileShape]) {
      expect(Object.keys(shape.shape)).not.toEqual(expect.arrayContaining([expect.toBeOneOf(privateFields)]));
    }
    expect(Object.keys(publicMuseDetailShape.shape)).not.toContain("phone_number");
    expect(Object.keys(publicMuseDetailShape.shape)).not.toContain("rejection_reason");
  });

  it("reads a calendar date as text, so no time zone shifts it", () => {
    expect(columnsOf(adminProfileShape)).toContain("to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth");
  });

  it("qualifies the columns of a join", () => {
    expect(columnsOf(adminReportShape, "r", { handle: "p", approval_status: "p" })).toBe(
      "r.id, r.profile_id, p.handle, p.approval_status, r.reason, r.details, r.reference, r.urgent, r.image_url, " +
        "r.wants_updates, r.decision_id, r.status, r.resolution_note, r.resolved_at, r.created_at, r.reported_by, " +
        "r.reported_messages",
    );
    // The reporter's address is read by her outcome mail alone: no answer's shape carries it.
    expect(columnsOf(adminReportShape)).not.toContain("reporter_email");
  });

  it("turns the driver's timestamps into the ISO strings JSON carries", () => {
    const created = new Date("2026-03-01T10:20:30.456Z");
    const [row] = shapedRows(publicMuseShape, [{ id: "1", created_at: created, tattoos: null }]);
    expect(row).toEqual({ id: "1", created_at: "2026-03-01T10:20:30.456Z", tattoos: null });
  });
});
