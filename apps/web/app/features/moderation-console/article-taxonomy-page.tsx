import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import {
  createCmsArticleCategory,
  createCmsArticleTag,
  deleteCmsArticleCategory,
  deleteCmsArticleTag,
  listCmsArticleCategories,
  listCmsArticleTags,
  mergeCmsArticleTag,
  renameCmsArticleCategory,
  renameCmsArticleTag,
  reorderCmsArticleCategories,
} from "@tousu/contracts";
import { ARTICLE_TAXONOMY_NAME_MAX } from "@tousu/domain";
import { Button, Card, Col, Form, Input, Modal, Popconfirm, Row, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { ConsoleTable } from "./console-table";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

interface Taxon {
  id: number;
  name: string;
  article_count: number;
}

/** A one-field form that adds a name. */
function AddNameForm({ label, onAdd }: { label: string; onAdd(name: string): Promise<boolean> }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Form
      form={form}
      layout="inline"
      style={{ marginBottom: 12 }}
      onFinish={async ({ name }) => {
        if (await onAdd(name.trim())) form.resetFields();
      }}
    >
      <Form.Item name="name" rules={[{ required: true, whitespace: true, message: `请填写${label}` }]}>
        <Input
          aria-label={`新的${label}`}
          placeholder={`新的${label}`}
          maxLength={ARTICLE_TAXONOMY_NAME_MAX}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          添加
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Asks for a new name in a dialog. */
function RenameButton({ taxon, onRename }: { taxon: Taxon; onRename(name: string): Promise<boolean> }) {
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <Button size="small" onClick={() => setName(taxon.name)}>
        重命名
      </Button>
      <Modal
        title={`重命名“${taxon.name}”`}
        open={name !== null}
        okText="保存"
        cancelText="取消"
        okButtonProps={{ disabled: !name?.trim() }}
        onOk={async () => {
          if (name && (await onRename(name.trim()))) setName(null);
        }}
        onCancel={() => setName(null)}
        destroyOnHidden
      >
        <Input
          aria-label="新名称"
          value={name ?? ""}
          maxLength={ARTICLE_TAXONOMY_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
      </Modal>
    </>
  );
}

/** Picks another item of the list, then runs `onConfirm` with it (moving articles, merging tags). */
function PickOtherButton({
  label,
  title,
  danger = false,
  options,
  onConfirm,
}: {
  label: string;
  title: string;
  danger?: boolean;
  options: { value: number; label: string }[];
  onConfirm(otherId: number): Promise<boolean>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [other, setOther] = useState<number | undefined>();
  return (
    <>
      <Button size="small" danger={danger} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      <Modal
        title={title}
        open={isOpen}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: other === undefined, danger }}
        onOk={async () => {
          if (other !== undefined && (await onConfirm(other))) setIsOpen(false);
        }}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Select
          aria-label={title}
          showSearch
          optionFilterProp="label"
          placeholder="请选择"
          style={{ width: "100%" }}
          options={options}
          value={other}
          onChange={setOther}
        />
      </Modal>
    </>
  );
}

function CategoriesCard() {
  const send = useBackofficeAction();
  const categories = useBackofficeQuery("cms-article-categories", (api, signal) =>
    api.call(listCmsArticleCategories, { signal }),
  );
  const settle = useConsoleMutation(categories.reload);
  const rows = categories.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    return settle(() => send(reorderCmsArticleCategories, { body: { ids } }), "顺序已更新");
  };
  return (
    <Card title="分类" style={{ marginBottom: 16 }}>
      <AddNameForm
        label="分类名称"
        onAdd={(name) =>
          settle(() => send(createCmsArticleCategory, { body: { name } }), `已添加分类“${name}”`)
        }
      />
      <WideTable<Taxon>
        rowKey="id"
        size="small"
        loading={categories.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: "名称", dataIndex: "name" },
          { title: "文章数", dataIndex: "article_count", width: 80 },
          {
            title: "操作",
            key: "actions",
            render: (_, row, index) => (
              <Space wrap size={4}>
                <Button
                  size="small"
                  aria-label={`上移“${row.name}”`}
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  aria-label={`下移“${row.name}”`}
                  icon={<ArrowDownOutlined />}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                />
                <RenameButton
                  taxon={row}
                  onRename={(name) =>
                    settle(
                      () => send(renameCmsArticleCategory, { params: { id: row.id }, body: { name } }),
                      "已重命名",
                    )
                  }
                />
                {row.article_count === 0 ? (
                  <Popconfirm
                    title={`删除分类“${row.name}”？`}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() =>
                      settle(
                        () => send(deleteCmsArticleCategory, { params: { id: row.id }, query: {} }),
                        "已删除",
                      )
                    }
                  >
                    <Button size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                ) : (
                  <PickOtherButton
                    label="移走文章并删除"
                    title={`把“${row.name}”的 ${row.article_count} 篇文章移到`}
                    danger
                    options={rows
                      .filter((other) => other.id !== row.id)
                      .map((other) => ({ value: other.id, label: other.name }))}
                    onConfirm={(moveTo) =>
                      settle(
                        () =>
                          send(deleteCmsArticleCategory, {
                            params: { id: row.id },
                            query: { move_to: moveTo },
                          }),
                        (done) => `已删除，${done.moved} 篇文章已移走`,
                      )
                    }
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

function TagsCard() {
  const send = useBackofficeAction();
  const [keyword, setKeyword] = useState("");
  const tags = usePagedList(`cms-article-tags:${keyword}`, (api, page, signal) =>
    api.call(listCmsArticleTags, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
      signal,
    }),
  );
  // Merging picks the target among all tags, not only this page's.
  const allTags = useBackofficeQuery(`cms-article-tag-options:${tags.rows.length}`, (api, signal) =>
    api.call(listCmsArticleTags, { query: { page: 1, page_size: 100 }, signal }),
  );
  const settle = useConsoleMutation(tags.reload);
  return (
    <Card title="标签">
      <AddNameForm
        label="标签名称"
        onAdd={(name) => settle(() => send(createCmsArticleTag, { body: { name } }), `已添加标签“${name}”`)}
      />
      <Input.Search
        aria-label="查找标签"
        allowClear
        placeholder="查找标签"
        style={{ width: 220, marginBottom: 12 }}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <ConsoleTable<Taxon>
        list={tags}
        size="small"
        columns={[
          { title: "名称", dataIndex: "name" },
          { title: "文章数", dataIndex: "article_count", width: 80 },
          {
            title: "操作",
            key: "actions",
            render: (_, row) => (
              <Space wrap size={4}>
                <RenameButton
                  taxon={row}
                  onRename={(name) =>
                    settle(
                      () => send(renameCmsArticleTag, { params: { id: row.id }, body: { name } }),
                      "已重命名",
                    )
                  }
                />
                <PickOtherButton
                  label="合并到"
                  title={`把“${row.name}”合并到`}
                  options={(allTags.data?.list ?? [])
                    .filter((other) => other.id !== row.id)
                    .map((other) => ({ value: other.id, label: other.name }))}
                  onConfirm={(intoId) =>
                    settle(
                      () => send(mergeCmsArticleTag, { params: { id: row.id }, body: { into_id: intoId } }),
                      (done) => `已合并到“${done.name}”`,
                    )
                  }
                />
                <Popconfirm
                  title={`删除标签“${row.name}”？${row.article_count > 0 ? `${row.article_count} 篇文章将不再带有它。` : ""}`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() =>
                    settle(() => send(deleteCmsArticleTag, { params: { id: row.id } }), "已删除")
                  }
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        合并后，原标签下的文章改挂到目标标签，原标签删除。
      </Typography.Paragraph>
    </Card>
  );
}

/** `/admin/article-taxonomy`: the articles' classifications (ordered) and tags. */
export function ArticleTaxonomyPage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <CategoriesCard />
      </Col>
      <Col xs={24} xl={12}>
        <TagsCard />
      </Col>
    </Row>
  );
}
