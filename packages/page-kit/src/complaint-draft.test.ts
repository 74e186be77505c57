import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The store persists only in a browser (it checks for `document`): give it one made of a Map.
function stubBrowserStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal("document", {});
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  return items;
}

async function loadStore() {
  vi.resetModules();
  return (await import("./complaint-draft")).useDraftStore;
}

describe("complaint draft store (docs/product/entities.md#complaint-draft)", () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = stubBrowserStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts empty with the money default of 0", async () => {
    const store = await loadStore();
    expect(store.getState()).toMatchObject({
      id: null,
      title: "",
      brand: { id: null, name: "" },
      appeals: { selected: [], list: [] },
      problems: { selected: [], list: [] },
      attributes: [],
      images: [],
      money: 0,
      isSubmitting: false,
      is_media: false,
      is_ai_title: false,
    });
  });

  it("survives a reload under its own key, without the submit status", async () => {
    const store = await loadStore();
    store.getState().update({ title: "快递丢件拒不赔偿", brand: { id: 3, name: "某快递" }, money: 59.9 });
    store.getState().setSubmitting(true);
    expect(JSON.parse(items.get("tousu-complaint-draft") ?? "{}").state).not.toHaveProperty("isSubmitting");
    expect(items.has("tousu-user")).toBe(false);

    const reloaded = await loadStore();
    expect(reloaded.getState()).toMatchObject({
      title: "快递丢件拒不赔偿",
      brand: { id: 3, name: "某快递" },
      money: 59.9,
      isSubmitting: false,
    });
  });

  it("clears every field", async () => {
    const store = await loadStore();
    store.getState().update({
      content: "正文",
      images: ["/uploads/a.jpg"],
      problems: { selected: [1], list: [{ id: 1, name: "虚假宣传" }] },
      link_id: "abc",
    });
    store.getState().clear();
    expect(store.getState()).toMatchObject({ content: "", images: [], link_id: null, money: 0 });
    expect(store.getState().problems).toEqual({ selected: [], list: [] });
  });
});
