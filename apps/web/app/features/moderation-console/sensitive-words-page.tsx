import { addSensitiveWord, deleteSensitiveWord, listSensitiveWords } from "@tousu/contracts";
import { formatDateTime, SENSITIVE_WORD_MAX } from "@tousu/domain";
import { Button, Card, Form, Input, Popconfirm, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { SENSITIVE_WORD_LEVEL_LABELS } from "./labels";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

type Level = keyof typeof SENSITIVE_WORD_LEVEL_LABELS;
const LEVEL_OPTIONS = (Object.keys(SENSITIVE_WORD_LEVEL_LABELS) as Level[]).map((value) => ({
  value,
  label: SENSITIVE_WORD_LEVEL_LABELS[value],
}));

/** The word list: 'block' refuses a text, 'review' holds it for a moderator. */
export function SensitiveWordsPage() {
  const [keyword, setKeyword] = useState("");
  const [level, setLevel] = useState<Level | undefined>();
  const [form] = Form.useForm<{ word: string; level: Level }>();
  const send = useBackofficeAction();
  const words = usePagedList(`words:${keyword}:${level ?? ""}`, (api, page, signal) =>
    api.call(listSensitiveWords, {
      query: {
        page,
        page_size: CONSOLE_PAGE_SIZE,
        ...(keyword ? { keyword } : {}),
        ...(level ? { level } : {}),
      },
      signal,
    }),
  );

  const settle = useConsoleMutation(words.reload);
  // Every filter re-reads the list at most a minute later (see the API's sensitive-words module).
  const add = async (values: { word: string; level: Level }) => {
    const isAdded = await settle(
      () => send(addSensitiveWord, { body: values }),
      (added) => `已添加“${added.word}”，一分钟内对新的投诉和评论生效`,
    );
    if (isAdded) form.resetFields(["word"]);
  };
  const remove = (id: number) =>
    settle(() => send(deleteSensitiveWord, { params: { id } }), "已删除，一分钟内生效");

  return (
    <Card>
      <Form
        form={form}
        layout="inline"
        initialValues={{ level: "review" }}
        onFinish={add}
        style={{ marginBottom: 12 }}
      >
        <Form.Item name="word" rules={[{ required: true, whitespace: true, message: "请填写敏感词" }]}>
          <Input
            aria-label="新的敏感词"
            placeholder="新的敏感词"
            maxLength={SENSITIVE_WORD_MAX}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item name="level">
          <Select aria-label="敏感词级别" options={LEVEL_OPTIONS} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            添加
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">
        匹配时忽略空格、标点和全半角差异；“人工审核”的内容会先进入审核队列。
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="查找敏感词"
          allowClear
          placeholder="查找敏感词"
          style={{ width: 220 }}
          onSearch={(value) => setKeyword(value.trim())}
        />
        <Select
          aria-label="按级别筛选"
          allowClear
          placeholder="全部级别"
          options={LEVEL_OPTIONS}
          style={{ width: 140 }}
          value={level}
          onChange={setLevel}
        />
      </Space>
      <ConsoleTable
        list={words}
        columns={[
          { title: "敏感词", dataIndex: "word" },
          {
            title: "级别",
            dataIndex: "level",
            width: 120,
            render: (value: Level) => (
              <Tag color={value === "block" ? "red" : "warning"}>{SENSITIVE_WORD_LEVEL_LABELS[value]}</Tag>
            ),
          },
          {
            title: "添加时间",
            dataIndex: "created_at",
            width: 180,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "操作",
            key: "delete",
            width: 90,
            render: (_, row) => (
              <Popconfirm
                title={`删除“${row.word}”？`}
                okText="删除"
                cancelText="取消"
                onConfirm={() => remove(row.id)}
              >
                <Button size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
