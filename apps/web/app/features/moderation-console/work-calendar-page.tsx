import { listWorkCalendar, revertWorkCalendarDay, setWorkCalendarDay } from "@tousu/contracts";
import { formatDateTime, WORK_CALENDAR_NAME_MAX } from "@tousu/domain";
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { useConsoleMutation } from "./use-console-mutation";

interface DayForm {
  day: Dayjs;
  working: boolean;
  name: string;
}

const thisYear = new Date().getFullYear();
const YEAR_OPTIONS = [thisYear - 1, thisYear, thisYear + 1].map((year) => ({
  value: year,
  label: `${year}年`,
}));
const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

/**
 * The official calendar the company deadlines count working days on (decision 116): the days that
 * differ from Monday-to-Friday, as published, with the corrections staff made.
 */
export function WorkCalendarPage() {
  const [year, setYear] = useState(thisYear);
  const [form] = Form.useForm<DayForm>();
  const send = useBackofficeAction();
  const calendar = useBackofficeQuery(`work-calendar:${year}`, (api, signal) =>
    api.call(listWorkCalendar, { query: { year }, signal }),
  );
  const settle = useConsoleMutation(calendar.reload);

  const save = async ({ day, working, name }: DayForm) => {
    const isSaved = await settle(
      () => send(setWorkCalendarDay, { params: { day: day.format("YYYY-MM-DD") }, body: { working, name } }),
      (saved) => `已保存 ${saved.day}（${saved.working ? "上班" : "放假"}），此后计算的处理时限按此执行`,
    );
    if (isSaved) form.resetFields(["day", "name"]);
  };
  const revert = (day: string) =>
    settle(() => send(revertWorkCalendarDay, { params: { day } }), `已撤销对 ${day} 的更正`);

  return (
    <Card>
      <Typography.Paragraph>
        商家的首次响应、回复和申诉后的处理时限按工作日计算：周一至周五上班，法定节假日放假，调休的周末上班。下表是与此不同的日期；公布的安排随系统更新自动载入，尚未载入的年份可在此补录，更正只影响此后计算的时限。
      </Typography.Paragraph>
      {calendar.data && !calendar.data.published_year ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${year}年的放假安排尚未载入：请按国务院办公厅公布的通知补录，否则该年只扣除周末。`}
        />
      ) : null}
      <Form
        form={form}
        layout="inline"
        initialValues={{ working: false }}
        onFinish={save}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="day" rules={[{ required: true, message: "请选择日期" }]}>
          <DatePicker aria-label="日期" placeholder="日期" />
        </Form.Item>
        <Form.Item name="working">
          <Radio.Group
            aria-label="这一天"
            options={[
              { value: false, label: "放假" },
              { value: true, label: "调休上班" },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: "请填写名称" }]}>
          <Input
            aria-label="名称"
            placeholder="名称，如 春节"
            maxLength={WORK_CALENDAR_NAME_MAX}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            保存
          </Button>
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        <Select
          aria-label="年份"
          options={YEAR_OPTIONS}
          value={year}
          onChange={setYear}
          style={{ width: 120 }}
        />
      </Space>
      <Table
        rowKey="day"
        size="small"
        loading={calendar.isLoading}
        dataSource={calendar.data?.days ?? []}
        pagination={false}
        scroll={{ x: 930 }}
        columns={[
          { title: "日期", dataIndex: "day", width: 120 },
          { title: "星期", key: "weekday", width: 70, render: (_, row) => weekdayOf(row.day) },
          {
            title: "安排",
            dataIndex: "working",
            width: 100,
            render: (working: boolean) =>
              working ? <Tag color="processing">调休上班</Tag> : <Tag color="success">放假</Tag>,
          },
          { title: "名称", dataIndex: "name", width: 180 },
          {
            title: "来源",
            key: "source",
            width: 200,
            render: (_, row) =>
              row.source === "published" ? (
                "公布的安排"
              ) : (
                <span>
                  <Tag color="warning">人工更正</Tag>
                  {row.published
                    ? `原为${row.published.working ? "上班" : "放假"}（${row.published.name}）`
                    : null}
                </span>
              ),
          },
          {
            title: "更新时间",
            dataIndex: "updated_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "操作",
            key: "revert",
            width: 90,
            render: (_, row) =>
              row.source === "staff" ? (
                <Popconfirm
                  title={`撤销对 ${row.day} 的更正？`}
                  okText="撤销"
                  cancelText="取消"
                  onConfirm={() => revert(row.day)}
                >
                  <Button size="small">撤销</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
