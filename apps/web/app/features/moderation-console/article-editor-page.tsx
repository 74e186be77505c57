import {
  type ArticleDraftInput,
  type ContractData,
  createCmsArticle,
  getCmsArticle,
  listCmsArticleCategories,
  listCmsArticleTags,
  previewCmsArticle,
  publishCmsArticles,
  updateCmsArticle,
  withdrawCmsArticles,
} from "@tousu/contracts";
import {
  ARTICLE_AUTHOR_MAX,
  ARTICLE_SOURCE_FIELD_MAX,
  ARTICLE_SOURCE_URL_MAX,
  ARTICLE_STATE_LABELS,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAGS_MAX,
  type ArticleState,
  formatDateTime,
  PAGE_SIZE_MAX,
  parseEntityId,
} from "@tousu/domain";
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from "antd";
import type { Dayjs } from "dayjs";
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { useApi } from "../../shared/session/api-context";
import { createEvidenceUpload } from "../../shared/upload/upload-evidence";
import { ImageUploader } from "../../ui/image-uploader";
import { ArticleTitleField } from "./article-title-field";
import { ARTICLE_STATE_COLORS } from "./labels";

// Tiptap and ProseMirror load with this page's editor only (decision 041).
const ArticleRichText = lazy(() => import("./article-rich-text"));

type EditedArticle = ContractData<typeof getCmsArticle>;
type Fields = Omit<ArticleDraftInput, "document" | "cover">;
type EditorDocument = ArticleDraftInput["document"];

const EMPTY_DOCUMENT: EditorDocument = { type: "doc", content: [{ type: "paragraph" }] };

/** `/admin/articles/new` and `/admin/articles/{id}`: write, preview, save, publish, schedule, withdraw. */
export function ArticleEditorPage() {
  const param = useParams().id;
  const id = param === undefined ? null : parseEntityId(param);
  const article = useBackofficeQuery(`article:${id ?? "new"}`, (api, signal) =>
    id === null ? Promise.resolve(null) : api.call(getCmsArticle, { params: { id }, signal }),
  );
  if (param !== undefined && id === null) {
    return <Alert type="error" showIcon message="文章编号无效" />;
  }
  if (article.isLoading) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (id !== null && !article.data) {
    return <Alert type="error" showIcon message="文章不存在或无法打开" />;
  }
  return <ArticleEditorForm key={id ?? "new"} article={article.data ?? null} reload={article.reload} />;
}

function ArticleEditorForm({ article, reload }: { article: EditedArticle | null; reload(): void }) {
  const navigate = useNavigate();
  const loadApi = useApi();
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const [form] = Form.useForm<Fields>();
  // The server answers a document it stored or read from the article's HTML, so it is a "doc".
  const documentRef = useRef<EditorDocument>(
    (article?.document as EditorDocument | undefined) ?? EMPTY_DOCUMENT,
  );
  const [cover, setCover] = useState<string[]>(article?.cover ? [article.cover] : []);
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ title: string; content: string } | null>(null);
  const [scheduleAt, setScheduleAt] = useState<Dayjs | null>(null);
  const state: ArticleState = article?.state ?? "draft";

  const categories = useBackofficeQuery("article-categories", (api, signal) =>
    api.call(listCmsArticleCategories, { signal }),
  );
  const tags = useBackofficeQuery("article-tags", (api, signal) =>
    api.call(listCmsArticleTags, { query: { page: 1, page_size: PAGE_SIZE_MAX }, signal }),
  );

  /** Saves the form; answers the article's id, or null when the form or the server refused. */
  const save = async (): Promise<number | null> => {
    let fields: Fields;
    try {
      fields = await form.validateFields();
    } catch {
      return null;
    }
    const body: ArticleDraftInput = { ...fields, cover: cover[0] ?? null, document: documentRef.current };
    const saved =
      article === null
        ? await send(createCmsArticle, { body })
        : await send(updateCmsArticle, { params: { id: article.id }, body });
    return saved?.id ?? null;
  };

  const run = async (label: string, action: () => Promise<string | null>) => {
    setBusy(label);
    try {
      const done = await action();
      if (done !== null) message.success(done);
    } finally {
      setBusy(null);
    }
  };

  const afterSave = (savedId: number) => {
    if (article === null) navigate(`/admin/articles/${savedId}`, { replace: true });
    else reload();
  };

  const saveOnly = () =>
    run("save", async () => {
      const savedId = await save();
      if (savedId === null) return null;
      afterSave(savedId);
      return state === "published" ? "已保存，读者看到的文章已更新" : "已保存";
    });

  const publish = (at: Dayjs | null) =>
    run(at ? "schedule" : "publish", async () => {
      const savedId = await save();
      if (savedId === null) return null;
      const published = await send(publishCmsArticles, {
        body: { ids: [savedId], ...(at ? { publish_at: at.toISOString() } : {}) },
      });
      afterSave(savedId);
      if (published === null) return null;
      setScheduleAt(null);
      return at ? `已定时，将于 ${formatDateTime(at.toDate())} 发布` : "已发布";
    });

  const withdraw = () =>
    run("withdraw", async () => {
      if (article === null) return null;
      const withdrawn = await send(withdrawCmsArticles, { body: { ids: [article.id] } });
      reload();
      return withdrawn ? "已撤回，读者不再看到这篇文章" : null;
    });

  const showPreview = () =>
    run("preview", async () => {
      const rendered = await send(previewCmsArticle, { body: { document: documentRef.current } });
      if (rendered)
        setPreview({ title: form.getFieldValue("title") || "（未填写标题）", content: rendered.content });
      return null;
    });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        title: article?.title ?? "",
        summary: article?.summary ?? "",
        author: article?.author ?? "",
        category_id: article?.category_id ?? null,
        tags: article?.tags.map((tag) => tag.name) ?? [],
        source_name: article?.source_name ?? "",
        source_url: article?.source_url ?? "",
        original_title: article?.original_title ?? "",
        original_author: article?.original_author ?? "",
      }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card>
            <Space wrap style={{ marginBottom: 12 }}>
              <Link to="/admin/articles">← 返回文章列表</Link>
              <Tag color={ARTICLE_STATE_COLORS[state]}>{ARTICLE_STATE_LABELS[state]}</Tag>
              {article?.published_at && state !== "draft" ? (
                <Typography.Text type="secondary">
                  {state === "scheduled" ? "将于" : "发布于"} {formatDateTime(article.published_at)}
                </Typography.Text>
              ) : null}
            </Space>
            <ArticleTitleField />
            <Form.Item label="正文" required>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <ArticleRichText
                  initialDocument={documentRef.current}
                  onChange={(document) => {
                    documentRef.current = document as EditorDocument;
                  }}
                  uploadImage={upload}
                />
              </Suspense>
            </Form.Item>
            <Form.Item name="summary" label="摘要（选填，不填则取正文开头）">
              <Input.TextArea rows={3} maxLength={ARTICLE_SUMMARY_MAX} showCount />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="发布" style={{ marginBottom: 16 }}>
            <Space wrap>
              <Button onClick={saveOnly} loading={busy === "save"} disabled={busy !== null}>
                {article === null ? "保存草稿" : "保存"}
              </Button>
              <Button onClick={showPreview} loading={busy === "preview"} disabled={busy !== null}>
                预览
              </Button>
              {state !== "published" ? (
                <Button
                  type="primary"
                  onClick={() => publish(null)}
                  loading={busy === "publish"}
                  disabled={busy !== null}
                >
                  立即发布
                </Button>
              ) : null}
              {state === "published" || state === "scheduled" ? (
                <Popconfirm
                  title="撤回后读者将看不到这篇文章，确定撤回？"
                  okText="撤回"
                  cancelText="取消"
                  onConfirm={withdraw}
                >
                  <Button danger loading={busy === "withdraw"} disabled={busy !== null}>
                    撤回
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
            {state !== "published" ? (
              <Space.Compact style={{ marginTop: 12, width: "100%" }}>
                <DatePicker
                  aria-label="定时发布时间"
                  showTime={{ format: "HH:mm" }}
                  format="YYYY-MM-DD HH:mm"
                  placeholder="定时发布时间"
                  value={scheduleAt}
                  onChange={setScheduleAt}
                  disabledDate={(day) => day.isBefore(new Date(), "day")}
                  style={{ flex: 1 }}
                />
                <Button
                  onClick={() => scheduleAt && publish(scheduleAt)}
                  disabled={scheduleAt === null || busy !== null}
                  loading={busy === "schedule"}
                >
                  定时发布
                </Button>
              </Space.Compact>
            ) : null}
          </Card>
          <Card title="属性" style={{ marginBottom: 16 }}>
            <Form.Item name="category_id" label="分类">
              <Select
                allowClear
                placeholder="选择分类"
                loading={categories.isLoading}
                options={(categories.data ?? []).map((category) => ({
                  value: category.id,
                  label: category.name,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="tags"
              label="标签（可选择已有标签，或输入后回车新建）"
              rules={[{ type: "array", max: ARTICLE_TAGS_MAX, message: `标签不能超过${ARTICLE_TAGS_MAX}个` }]}
            >
              <Select
                mode="tags"
                placeholder="选择或新建标签"
                loading={tags.isLoading}
                options={(tags.data?.list ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
              />
            </Form.Item>
            <Form.Item name="author" label="作者">
              <Input maxLength={ARTICLE_AUTHOR_MAX} />
            </Form.Item>
            <ImageUploader
              label="封面图（选填）"
              value={cover}
              onValueChange={setCover}
              upload={upload}
              limit={1}
            />
          </Card>
          <Card title="转载来源（原创文章不填）">
            <Form.Item name="source_name" label="来源">
              <Input maxLength={ARTICLE_SOURCE_FIELD_MAX} placeholder="如：某某日报" />
            </Form.Item>
            <Form.Item
              name="source_url"
              label="原文链接"
              rules={[{ type: "url", message: "请填写以 http:// 或 https:// 开头的网址" }]}
            >
              <Input maxLength={ARTICLE_SOURCE_URL_MAX} placeholder="https://" />
            </Form.Item>
            <Form.Item name="original_title" label="原标题">
              <Input maxLength={ARTICLE_SOURCE_FIELD_MAX} />
            </Form.Item>
            <Form.Item name="original_author" label="原作者">
              <Input maxLength={ARTICLE_SOURCE_FIELD_MAX} />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <Modal
        title="预览"
        open={preview !== null}
        onCancel={() => setPreview(null)}
        footer={null}
        width={860}
        destroyOnHidden
      >
        {preview ? (
          <article>
            <h1 className="text-2xl leading-9 font-semibold text-gray-900">{preview.title}</h1>
            <div
              className="article-body mt-6"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server, as readers get it.
              dangerouslySetInnerHTML={{ __html: preview.content }}
            />
          </article>
        ) : null}
      </Modal>
    </Form>
  );
}
