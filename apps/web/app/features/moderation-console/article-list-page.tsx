import {
  listCmsArticleCategories,
  listCmsArticles,
  publishCmsArticles,
  withdrawCmsArticles,
} from "@tousu/contracts";
import { ARTICLE_STATE_LABELS, ARTICLE_STATES, type ArticleState, formatDateTime } from "@tousu/domain";
import { Button, Card, Input, Popconfirm, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { ConsoleTable } from "./console-table";
import { ARTICLE_STATE_COLORS } from "./labels";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

const STATE_OPTIONS = ARTICLE_STATES.map((value) => ({ value, label: ARTICLE_STATE_LABELS[value] }));

/** `/admin/articles`: every article in any state, filtered by state, classification and title; bulk publish and withdraw. */
export function ArticleListPage() {
  const [state, setState] = useState<ArticleState | undefined>();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState("");
  const [selected, setSelected] = useState<number[]>([]);
  const send = useBackofficeAction();
  const categories = useBackofficeQuery("article-categories", (api, signal) =>
    api.call(listCmsArticleCategories, { signal }),
  );
  const articles = usePagedList(
    `articles:${state ?? ""}:${categoryId ?? ""}:${keyword}`,
    (api, page, signal) =>
      api.call(listCmsArticles, {
        query: {
          page,
          page_size: CONSOLE_PAGE_SIZE,
          ...(state ? { state } : {}),
          ...(categoryId ? { category_id: categoryId } : {}),
          ...(keyword ? { keyword } : {}),
        },
        signal,
      }),
  );
  const settle = useConsoleMutation(() => {
    setSelected([]);
    articles.reload();
  });
  const publish = () =>
    settle(
      () => send(publishCmsArticles, { body: { ids: selected } }),
      (done) => `已发布 ${done.ids.length} 篇`,
    );
  const withdraw = () =>
    settle(
      () => send(withdrawCmsArticles, { body: { ids: selected } }),
      (done) => `已撤回 ${done.ids.length} 篇`,
    );

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Link to="/admin/articles/new">
          <Button type="primary">写文章</Button>
        </Link>
        <Select
          aria-label="按状态筛选"
          allowClear
          placeholder="全部状态"
          options={STATE_OPTIONS}
          style={{ width: 130 }}
          value={state}
          onChange={setState}
        />
        <Select
          aria-label="按分类筛选"
          allowClear
          placeholder="全部分类"
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          style={{ width: 150 }}
          value={categoryId}
          onChange={setCategoryId}
        />
        <Input.Search
          aria-label="按标题查找"
          allowClear
          placeholder="按标题查找"
          style={{ width: 220 }}
          onSearch={(value) => setKeyword(value.trim())}
        />
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">已选 {selected.length} 篇</Typography.Text>
        <Button
          onClick={() =>
            setSelected(selected.length === articles.rows.length ? [] : articles.rows.map((row) => row.id))
          }
          disabled={articles.rows.length === 0}
        >
          {selected.length === articles.rows.length && selected.length > 0 ? "取消全选" : "全选本页"}
        </Button>
        <Popconfirm
          title={`发布所选的 ${selected.length} 篇文章？`}
          okText="发布"
          cancelText="取消"
          onConfirm={publish}
          disabled={selected.length === 0}
        >
          <Button disabled={selected.length === 0}>批量发布</Button>
        </Popconfirm>
        <Popconfirm
          title={`撤回所选的 ${selected.length} 篇文章？读者将看不到它们。`}
          okText="撤回"
          cancelText="取消"
          onConfirm={withdraw}
          disabled={selected.length === 0}
        >
          <Button danger disabled={selected.length === 0}>
            批量撤回
          </Button>
        </Popconfirm>
      </Space>
      <ConsoleTable
        list={articles}
        rowSelection={{
          // Ant Design repeats a header's select-all box in its hidden measuring row, where the keyboard
          // could still reach it; the button above selects the page instead.
          hideSelectAll: true,
          columnTitle: "选择",
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        columns={[
          {
            title: "标题",
            dataIndex: "title",
            render: (title: string, row) => (
              <Space size={4} wrap>
                <Link to={`/admin/articles/${row.id}`}>{title}</Link>
                {row.is_repost ? <Tag>转载</Tag> : null}
              </Space>
            ),
          },
          {
            title: "状态",
            dataIndex: "state",
            width: 100,
            render: (value: ArticleState) => (
              <Tag color={ARTICLE_STATE_COLORS[value]}>{ARTICLE_STATE_LABELS[value]}</Tag>
            ),
          },
          {
            title: "分类",
            dataIndex: "category",
            width: 120,
            render: (category: { name: string } | null) => category?.name ?? "—",
          },
          {
            title: "发布时间",
            dataIndex: "published_at",
            width: 190,
            render: (value: string | null) => (value ? formatDateTime(value) : "—"),
          },
          {
            title: "最后修改",
            dataIndex: "updated_at",
            width: 190,
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
    </Card>
  );
}
