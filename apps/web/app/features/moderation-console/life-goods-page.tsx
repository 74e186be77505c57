import {
  createConsoleLifeGoods,
  type LifeGoodsInput,
  listConsoleLifeGoods,
  relistConsoleLifeGoods,
  updateConsoleLifeGoods,
  withdrawConsoleLifeGoods,
} from "@tousu/contracts";
import {
  fenOfYuan,
  formatDateTime,
  formatRate,
  LIFE_GOODS_BAR_TEXT,
  LIFE_GOODS_CATEGORIES,
  LIFE_GOODS_IMAGES_MAX,
  LIFE_GOODS_PRICE_MAX_FEN,
  LIFE_GOODS_STATE_TEXT,
  LIFE_GOODS_STATES,
  LIFE_GOODS_SUMMARY_MAX,
  LIFE_GOODS_TITLE_MAX,
  type LifeGoodsCategory,
  type LifeGoodsState,
  lifeGoodsCategoryLabel,
} from "@tousu/domain";
import { goodsPriceText } from "@tousu/page-kit/life-content";
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Tag,
} from "antd";
import { useMemo, useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useApi } from "../../shared/session/api-context";
import { createEvidenceUpload } from "../../shared/upload/upload-evidence";
import { ImageUploader } from "../../ui/image-uploader";
import { useBrandSearch } from "../brand";
import { ConsoleTable } from "./console-table";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

const STATE_COLOURS: Record<LifeGoodsState, string> = {
  listed: "success",
  withdrawn_by_staff: "default",
  withdrawn_below_bar: "warning",
};

/** The life channel's goods for editors: add, edit, withdraw and list again, each brand's figures beside. */
export function LifeGoodsPage() {
  const [state, setState] = useState<LifeGoodsState | undefined>();
  const [keyword, setKeyword] = useState("");
  const goods = usePagedList(`life-goods:${state ?? ""}:${keyword}`, (api, page, signal) =>
    api.call(listConsoleLifeGoods, {
      query: { state, keyword: keyword || undefined, page, page_size: CONSOLE_PAGE_SIZE },
      signal,
    }),
  );
  const send = useBackofficeAction();
  const settle = useConsoleMutation(goods.reload);
  const [editing, setEditing] = useState<Goods | "new" | null>(null);
  type Goods = (typeof goods.rows)[number];

  return (
    <Card
      title="生活好物"
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          上架商品
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`入选标准：${LIFE_GOODS_BAR_TEXT}。每天 04:00 检查一次，品牌跌破标准的商品自动下架，需编辑复核后重新上架。不接受任何付费上架或排序。`}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<LifeGoodsState | undefined>
          allowClear
          placeholder="全部状态"
          style={{ width: 220 }}
          value={state}
          onChange={setState}
          options={LIFE_GOODS_STATES.map((value) => ({ value, label: LIFE_GOODS_STATE_TEXT[value] }))}
        />
        <Input.Search placeholder="商品名称" allowClear onSearch={setKeyword} style={{ width: 240 }} />
      </Space>
      <ConsoleTable<Goods>
        list={goods}
        columns={[
          { title: "商品", dataIndex: "title" },
          { title: "品牌", key: "brand", width: 140, render: (_, row) => row.brand.name },
          {
            title: "分类",
            dataIndex: "category",
            width: 100,
            render: (category: LifeGoodsCategory) => lifeGoodsCategoryLabel(category),
          },
          {
            title: "展示价",
            dataIndex: "price_fen",
            width: 100,
            render: (fen: number) => goodsPriceText(fen),
          },
          {
            title: "品牌数据（投诉 / 回复率 / 完成率）",
            key: "figures",
            width: 230,
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                <span>
                  {row.figures.complaint_count}件 / {formatRate(row.figures.reply_rate)} /{" "}
                  {formatRate(row.figures.completion_rate)}
                </span>
                {row.shortfalls.length > 0 ? (
                  <Tag color="error">未达标：{row.shortfalls.join("；")}</Tag>
                ) : null}
              </Space>
            ),
          },
          {
            title: "状态",
            dataIndex: "state",
            width: 200,
            render: (value: LifeGoodsState, row) => (
              <Space direction="vertical" size={2}>
                <Tag color={STATE_COLOURS[value]}>{LIFE_GOODS_STATE_TEXT[value]}</Tag>
                {row.withdrawn_at ? <span>{formatDateTime(row.withdrawn_at)}</span> : null}
              </Space>
            ),
          },
          {
            title: "操作",
            key: "actions",
            width: 150,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                {row.state === "listed" ? (
                  <Popconfirm
                    title={`下架“${row.title}”？`}
                    okText="下架"
                    cancelText="取消"
                    onConfirm={() =>
                      settle(() => send(withdrawConsoleLifeGoods, { params: { id: row.id } }), "商品已下架")
                    }
                  >
                    <Button size="small" danger>
                      下架
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    size="small"
                    onClick={() =>
                      settle(() => send(relistConsoleLifeGoods, { params: { id: row.id } }), "商品已重新上架")
                    }
                  >
                    重新上架
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <GoodsDialog
          goods={editing === "new" ? null : editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) goods.reload();
          }}
        />
      ) : null}
    </Card>
  );
}

interface GoodsForm {
  title: string;
  summary: string;
  yuan: number;
  brand_id: number;
  category: LifeGoodsCategory;
  buy_kind: "partner_link" | "mini_program";
  url?: string;
  app_id?: string;
  path?: string;
}

interface EditedGoods {
  id: number;
  title: string;
  summary: string;
  images: string[];
  price_fen: number;
  brand: { id: number; name: string };
  category: LifeGoodsCategory;
  place_to_buy: LifeGoodsInput["place_to_buy"];
}

function GoodsDialog({ goods, onClose }: { goods: EditedGoods | null; onClose(changed: boolean): void }) {
  const [form] = Form.useForm<GoodsForm>();
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const loadApi = useApi();
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const [images, setImages] = useState<string[]>(goods?.images ?? []);
  const [isSaving, setIsSaving] = useState(false);
  const [brandKeyword, setBrandKeyword] = useState("");
  const brandSearch = useBrandSearch(brandKeyword);
  const buyKind = Form.useWatch("buy_kind", form);
  const brandOptions = [
    ...(goods ? [{ value: goods.brand.id, label: goods.brand.name }] : []),
    ...brandSearch.options
      .filter((brand) => brand.id !== goods?.brand.id)
      .map((brand) => ({ value: brand.id, label: `${brand.name}（${brand.industry}）` })),
  ];

  async function save({ yuan, buy_kind, url, app_id, path, ...values }: GoodsForm) {
    setIsSaving(true);
    const body: LifeGoodsInput = {
      ...values,
      images,
      price_fen: fenOfYuan(yuan),
      place_to_buy:
        buy_kind === "partner_link"
          ? { kind: "partner_link", url: url ?? "" }
          : { kind: "mini_program", app_id: app_id ?? "", path: path ?? "" },
    };
    const saved = await (goods
      ? send(updateConsoleLifeGoods, { params: { id: goods.id }, body })
      : send(createConsoleLifeGoods, { body })
    ).finally(() => setIsSaving(false));
    if (saved === null) return;
    message.success(goods ? "商品已保存" : "商品已上架");
    onClose(true);
  }

  const place = goods?.place_to_buy;
  return (
    <Modal
      open
      width={640}
      title={goods ? `编辑商品：${goods.title}` : "上架商品"}
      okText="保存"
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form<GoodsForm>
        form={form}
        layout="vertical"
        initialValues={
          goods
            ? {
                title: goods.title,
                summary: goods.summary,
                yuan: goods.price_fen / 100,
                brand_id: goods.brand.id,
                category: goods.category,
                buy_kind: goods.place_to_buy.kind,
                ...(place?.kind === "partner_link" ? { url: place.url } : {}),
                ...(place?.kind === "mini_program" ? { app_id: place.app_id, path: place.path } : {}),
              }
            : { summary: "", buy_kind: "partner_link" }
        }
        onFinish={save}
      >
        <Form.Item
          name="title"
          label="商品名称"
          rules={[{ required: true, whitespace: true, message: "请填写商品名称" }]}
        >
          <Input maxLength={LIFE_GOODS_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="summary" label="商品简介（选填）">
          <Input.TextArea maxLength={LIFE_GOODS_SUMMARY_MAX} showCount rows={3} />
        </Form.Item>
        <ImageUploader
          label={`商品图片（第一张为封面，最多${LIFE_GOODS_IMAGES_MAX}张）`}
          value={images}
          onValueChange={setImages}
          upload={upload}
          limit={LIFE_GOODS_IMAGES_MAX}
        />
        <Space size={16} style={{ display: "flex" }} align="start">
          <Form.Item name="brand_id" label="品牌" rules={[{ required: true, message: "请选择品牌" }]}>
            <Select
              showSearch
              filterOption={false}
              placeholder="输入品牌名称、拼音或首字母"
              style={{ width: 260 }}
              options={brandOptions}
              onSearch={setBrandKeyword}
              notFoundContent={null}
            />
          </Form.Item>
          <Form.Item name="category" label="分类" rules={[{ required: true, message: "请选择商品分类" }]}>
            <Select
              style={{ width: 140 }}
              options={LIFE_GOODS_CATEGORIES.map(({ key, label }) => ({ value: key, label }))}
            />
          </Form.Item>
          <Form.Item name="yuan" label="展示价（元）" rules={[{ required: true, message: "请填写展示价格" }]}>
            <InputNumber
              min={0}
              max={LIFE_GOODS_PRICE_MAX_FEN / 100}
              precision={2}
              prefix="¥"
              style={{ width: 140 }}
            />
          </Form.Item>
        </Space>
        <Form.Item name="buy_kind" label="购买方式">
          <Radio.Group
            options={[
              { value: "partner_link", label: "合作商家网页（经 /transfer 离站提示）" },
              { value: "mini_program", label: "合作商家小程序" },
            ]}
          />
        </Form.Item>
        {buyKind === "mini_program" ? (
          <Space size={16} style={{ display: "flex" }} align="start">
            <Form.Item
              name="app_id"
              label="小程序 AppID"
              rules={[{ required: true, message: "请填写小程序 AppID" }]}
            >
              <Input placeholder="wx0123456789abcdef" style={{ width: 220 }} />
            </Form.Item>
            <Form.Item
              name="path"
              label="页面路径"
              rules={[{ required: true, message: "请填写小程序页面路径" }]}
            >
              <Input placeholder="pages/goods/detail?id=1" style={{ width: 300 }} />
            </Form.Item>
          </Space>
        ) : (
          <Form.Item name="url" label="购买链接" rules={[{ required: true, message: "请填写购买链接" }]}>
            <Input placeholder="https://" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
