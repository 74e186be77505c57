import { screen, within } from "@testing-library/react";
import { LAWYER_CLIENTS_MAX, type LawyerEnterpriseClient } from "@tousu/contracts";
import { describe, expect, it, vi } from "vitest";
import { NETWORK_ERROR_MESSAGE } from "../../lib/unannounced-failure";
import { renderWithApi } from "../../testing/render-with-api";
import { EnterpriseClientsSection } from "./enterprise-clients-section";

const DECLARED: LawyerEnterpriseClient = {
  enterprise_id: 7,
  name: "杭州云杉网络科技有限公司",
  brands: ["云杉优选", "云杉到家"],
  declared_at: "2026-06-01T04:00:00.000Z",
};
const ADDED: LawyerEnterpriseClient = {
  enterprise_id: 9,
  name: "宁波青禾电器有限公司",
  brands: ["青禾电器"],
  declared_at: "2026-11-20T04:00:00.000Z",
};
const QINGHE = { id: 31, name: "青禾电器", logo: "", industry: "家用电器", complaint_count: 120 };

const ok = (data: unknown) => ({ code: 200, msg: "ok", data });

describe("EnterpriseClientsSection", () => {
  it("lists the declarations with their brands and the day they were made", async () => {
    renderWithApi(<EnterpriseClientsSection clients={[DECLARED]} />, {});
    const item = (await screen.findByText(DECLARED.name)).closest("li") as HTMLElement;
    expect(within(item).getByText("品牌：云杉优选、云杉到家 · 登记于2026年6月1日")).toBeTruthy();
  });

  it("declares the enterprise of the brand chosen in the search", async () => {
    const { user, sent } = renderWithApi(<EnterpriseClientsSection clients={[DECLARED]} />, {
      "GET /brand/search": ok([QINGHE]),
      "POST /account/clients": ok({ list: [DECLARED, ADDED] }),
    });
    await user.type(await screen.findByRole("combobox", { name: "登记代理企业" }), "青禾");
    await user.click(await screen.findByRole("option", { name: /青禾电器/ }));
    expect(await screen.findByText(ADDED.name)).toBeTruthy();
    expect(sent.filter((request) => request.method === "POST")).toEqual([
      { method: "POST", path: "/account/clients", body: { brand_id: QINGHE.id } },
    ]);
  });

  it("removes a declaration", async () => {
    const { user, sent } = renderWithApi(<EnterpriseClientsSection clients={[DECLARED, ADDED]} />, {
      "DELETE /account/clients/7": ok({ list: [ADDED] }),
    });
    await user.click(await screen.findByRole("button", { name: `移除${DECLARED.name}` }));
    await vi.waitFor(() => expect(screen.queryByText(DECLARED.name)).toBeNull());
    expect(screen.getByText(ADDED.name)).toBeTruthy();
    expect(sent).toEqual([{ method: "DELETE", path: "/account/clients/7", body: undefined }]);
  });

  it("keeps the list and says so when the network fails", async () => {
    const { user } = renderWithApi(<EnterpriseClientsSection clients={[DECLARED]} />, {});
    await user.click(await screen.findByRole("button", { name: `移除${DECLARED.name}` }));
    expect((await screen.findByRole("alert")).textContent).toBe(NETWORK_ERROR_MESSAGE);
    expect(screen.getByText(DECLARED.name)).toBeTruthy();
  });

  it("offers no search once the limit is reached", async () => {
    const full = Array.from({ length: LAWYER_CLIENTS_MAX }, (_, index) => ({
      ...DECLARED,
      enterprise_id: index + 1,
      name: `企业${index + 1}`,
    }));
    renderWithApi(<EnterpriseClientsSection clients={full} />, {});
    expect(await screen.findByText(`已登记${LAWYER_CLIENTS_MAX}家，移除后才能再登记。`)).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
