import { MenuOutlined } from "@ant-design/icons";
import { Button, Drawer, Layout, Menu, type MenuProps } from "antd";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";

type MenuItems = NonNullable<MenuProps["items"]>;

interface BackofficeFrameProps {
  /** The area's name, linking to its first page. */
  title: ReactNode;
  homePath: string;
  menuItems: MenuItems;
  selectedKeys: string[];
  /** What the header shows beside the menu button: who is working, and where. */
  header: ReactNode;
  children: ReactNode;
}

/**
 * The company portal's and the moderation console's frame. From Tailwind's `lg` up the menu is a side
 * column; below it (a phone, where merchants answer complaints) it opens in a drawer from a button in
 * the header, and the content takes the whole width. Which one shows is CSS alone, so the first render
 * already fits the screen.
 */
export function BackofficeFrame({
  title,
  homePath,
  menuItems,
  selectedKeys,
  header,
  children,
}: BackofficeFrameProps) {
  const navigate = useNavigate();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={selectedKeys}
      items={menuItems}
      onClick={({ key }) => {
        setDrawerOpen(false);
        navigate(key);
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );

  return (
    // Inline styles: Ant Design's rules outrank Tailwind's utility layer for the properties they set.
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider theme="light" width={208} className="hidden border-r border-gray-200 lg:block">
        <Link
          to={homePath}
          className="flex h-16 items-center gap-2 px-6 text-base font-semibold"
          style={{ color: "inherit" }}
        >
          {title}
        </Link>
        {menu}
      </Layout.Sider>
      {/* min-width 0: a wide table scrolls inside its card instead of widening the page. */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-gray-200"
          style={{ background: "#fff", height: "auto", minHeight: 64, lineHeight: 1.5, padding: "12px 16px" }}
        >
          <span className="lg:hidden">
            <Button
              icon={<MenuOutlined />}
              aria-label="打开菜单"
              aria-expanded={isDrawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          </span>
          {header}
        </Layout.Header>
        <Layout.Content className="p-3 sm:p-6">{children}</Layout.Content>
      </Layout>
      <Drawer
        placement="left"
        size={256}
        title={title}
        open={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        styles={{ body: { padding: 0 } }}
      >
        {menu}
      </Drawer>
    </Layout>
  );
}
