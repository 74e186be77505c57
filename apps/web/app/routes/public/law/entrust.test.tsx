import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../../testing/render-with-api";
import type { Route } from "./+types/entrust";
import EntrustPage from "./entrust";

const WITHDRAWN = "该投诉已撤诉，不能再委托律师；纠纷仍未解决的，可以重新发起投诉后委托";

function pageOf(refusal: string | null): Route.ComponentProps["loaderData"] {
  return {
    page: {
      complaint: {
        id: 7,
        title: "云杉优选的退款三周未到账",
        brand_name: "云杉优选",
        industry: null,
        city: null,
      },
      entrust_refusal: refusal,
      recommended: [],
      current: null,
      history: [],
    },
    chosen: null,
    chosenId: null,
    credits: [],
  };
}

function renderEntrustPage(loaderData: Route.ComponentProps["loaderData"]) {
  const props = { loaderData } as Route.ComponentProps;
  renderWithApi(<EntrustPage {...props} />, {});
}

describe("/law/entrust/{id}", () => {
  it("tells the author why a complaint they withdrew cannot be entrusted, instead of offering lawyers", async () => {
    renderEntrustPage(pageOf(WITHDRAWN));
    expect((await screen.findByRole("status")).textContent).toBe(`${WITHDRAWN}。`);
    expect(screen.queryByText("选择律师委托")).toBeNull();
    expect(screen.queryByRole("button", { name: /委托/ })).toBeNull();
  });

  it("offers the lawyers of a complaint that may be entrusted", async () => {
    renderEntrustPage(pageOf(null));
    expect(await screen.findByText("选择律师委托")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
