import { describe, expect, it } from "vitest";
import { limitMessage, planAdd, type UploadEvent, uploadedItems, uploadQueueReducer } from "./upload-queue";

const run = (events: UploadEvent[], start = uploadedItems([])) => events.reduce(uploadQueueReducer, start);

const jpg = (name: string) => ({ name, type: "image/jpeg" });

describe("uploadQueueReducer (upload file states, docs/product/entities.md#upload-files)", () => {
  it("takes a file from ready through uploading with progress to success", () => {
    const added = run([{ type: "add", files: [{ uid: "a", name: "a.jpg" }] }]);
    expect(added).toEqual([{ uid: "a", name: "a.jpg", status: "ready", percent: 0, url: null }]);

    const uploading = run(
      [
        { type: "start", uid: "a" },
        { type: "progress", uid: "a", percent: 42.4 },
      ],
      added,
    );
    expect(uploading[0]).toMatchObject({ status: "uploading", percent: 42 });

    expect(run([{ type: "success", uid: "a", url: "/uploads/a.jpg" }], uploading)[0]).toEqual({
      uid: "a",
      name: "a.jpg",
      status: "success",
      percent: 100,
      url: "/uploads/a.jpg",
    });
  });

  it("removes a failed file from the list and leaves the others", () => {
    const items = run([
      {
        type: "add",
        files: [
          { uid: "a", name: "a.jpg" },
          { uid: "b", name: "b.jpg" },
        ],
      },
      { type: "start", uid: "a" },
      { type: "start", uid: "b" },
      { type: "fail", uid: "a" },
    ]);
    expect(items.map((item) => [item.uid, item.status])).toEqual([["b", "uploading"]]);
  });

  it("keeps progress between 0 and 100 and never moving backwards", () => {
    const items = run([
      { type: "add", files: [{ uid: "a", name: "a.jpg" }] },
      { type: "start", uid: "a" },
      { type: "progress", uid: "a", percent: 60 },
      { type: "progress", uid: "a", percent: 30 },
    ]);
    expect(items[0]?.percent).toBe(60);
    expect(run([{ type: "progress", uid: "a", percent: 180 }], items)[0]?.percent).toBe(100);
  });

  it("ignores late events for a file removed while uploading, and out-of-order ones", () => {
    const items = run([
      { type: "add", files: [{ uid: "a", name: "a.jpg" }] },
      { type: "progress", uid: "a", percent: 50 },
      { type: "success", uid: "a", url: "/x" },
    ]);
    expect(items[0]).toMatchObject({ status: "ready", percent: 0, url: null });
    const removed = run([{ type: "remove", uid: "a" }], items);
    expect(run([{ type: "success", uid: "a", url: "/x" }], removed)).toEqual([]);
  });

  it("starts from the images of a restored draft as uploaded", () => {
    expect(uploadedItems(["/uploads/1.jpg"])).toEqual([
      {
        uid: "uploaded-0-/uploads/1.jpg",
        name: "/uploads/1.jpg",
        status: "success",
        percent: 100,
        url: "/uploads/1.jpg",
      },
    ]);
  });
});

describe("planAdd (count limit and accept list, docs/product/validation.md#uploads)", () => {
  it("uploads files that fit and match", () => {
    const files = [jpg("a.jpg"), jpg("b.jpg")];
    expect(planAdd(7, files, { accept: "image/*", limit: 9 })).toEqual({
      accepted: files,
      refused: [],
      isOverLimit: false,
    });
  });

  it("filters out types the accept list refuses", () => {
    const pdf = { name: "a.pdf", type: "application/pdf" };
    const plan = planAdd(0, [jpg("a.jpg"), pdf], { accept: ".jpg,image/png", limit: 9 });
    expect(plan.accepted).toEqual([jpg("a.jpg")]);
    expect(plan.refused).toEqual([pdf]);
  });

  it("adds none of them when together they pass the limit", () => {
    expect(planAdd(8, [jpg("a.jpg"), jpg("b.jpg")], { accept: "image/*", limit: 9 })).toEqual({
      accepted: [],
      refused: [],
      isOverLimit: true,
    });
  });

  it("has no limit unless one is set", () => {
    expect(planAdd(100, [jpg("a.jpg")], {}).isOverLimit).toBe(false);
  });

  it("says the limit in Chinese", () => {
    expect(limitMessage(9)).toBe("最多上传9张图片");
  });
});
