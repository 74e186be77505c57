import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { AppLink } from "../../ui/app-link";
import { useAppLinkNavigation } from "./app-links";

function Root() {
  useAppLinkNavigation();
  return <Outlet />;
}

function renderApp() {
  const Stub = createRoutesStub([
    {
      Component: Root,
      children: [
        { path: "/", Component: () => <AppLink to="/tousu/7">一条投诉</AppLink> },
        { path: "/tousu/:id", Component: () => <h1>投诉详情</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("app links", () => {
  it("are plain anchors that React Router discovers and the root's one listener follows within the app", async () => {
    renderApp();
    const link = await screen.findByRole("link", { name: "一条投诉" });
    expect(link.getAttribute("href")).toBe("/tousu/7");
    expect(link.hasAttribute("data-discover")).toBe(true);
    // A click the app handles is prevented, so the browser loads no document.
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(await screen.findByRole("heading", { name: "投诉详情" })).toBeTruthy();
  });

  it("leave a modified click to the browser", async () => {
    renderApp();
    const link = await screen.findByRole("link", { name: "一条投诉" });
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true);
    expect(screen.queryByRole("heading", { name: "投诉详情" })).toBeNull();
  });
});
