import { type ContractData, createBrandClaim, listBrandClaims } from "@tousu/contracts";
import { BRAND_CLAIM_EVIDENCE_MAX, BRAND_CLAIM_EVIDENCE_MIN, formatDateTime } from "@tousu/domain";
import {
  App,
  Avatar,
  Button,
  Card,
  Flex,
  Form,
  Input,
  List,
  Select,
  Spin,
  type TableProps,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { describeBrandSearch, useBrandSearch } from "../brand";
import { isOwner, useCompanyPortal, useEnterpriseScope } from "./portal-context";

type Claim = ContractData<typeof listBrandClaims>[number];

const CLAIM_COLOURS: Record<Claim["status"], string> = {
  pending: "warning",
  approved: "success",
  refused: "default",
};

function ClaimForm({ onClaimed }: { onClaimed(): void }) {
  const scope = useEnterpriseScope();
  const run = useBackofficeAction();
  const { message } = App.useApp();
  const [brandKeyword, setBrandKeyword] = useState("");
  const brandSearch = useBrandSearch(brandKeyword);
  const [form] = Form.useForm<{ brand_id: number; evidence: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      className="max-w-xl"
      onFinish={async (values) => {
        const claim = await run(createBrandClaim, { query: scope, body: values });
        if (!claim) return;
        message.success("认领申请已提交，请等待平台审核");
        form.resetFields();
        onClaimed();
      }}
    >
      <Form.Item name="brand_id" label="品牌" rules={[{ required: true, message: "请选择品牌" }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: setBrandKeyword }}
          placeholder="输入品牌名称或拼音搜索"
          notFoundContent={
            brandSearch.status === "searching" ? (
              <Spin size="small" />
            ) : (
              (describeBrandSearch(brandSearch.status, 0, brandKeyword) ?? "未找到品牌")
            )
          }
          options={brandSearch.options.map((brand) => ({ value: brand.id, label: brand.name }))}
        />
      </Form.Item>
      <Form.Item
        name="evidence"
        label="认领依据"
        rules={[
          { required: true, whitespace: true, message: "请填写认领依据" },
          { min: BRAND_CLAIM_EVIDENCE_MIN, message: `认领依据至少${BRAND_CLAIM_EVIDENCE_MIN}个字` },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={BRAND_CLAIM_EVIDENCE_MAX}
          showCount
          placeholder="请说明企业与品牌的关系，如商标注册号、授权文件编号、官网备案信息等，平台将据此审核"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        提交认领申请
      </Button>
    </Form>
  );
}

/** 品牌认领: the enterprise's brands, its claims and (for the owner) a new claim. */
export default function BrandsPage() {
  const { membership } = useCompanyPortal();
  const scope = useEnterpriseScope();
  const claims = useBackofficeQuery(`claims:${scope.enterprise_id}`, (api, signal) =>
    api.call(listBrandClaims, { query: scope, signal }),
  );

  const columns: TableProps<Claim>["columns"] = [
    { title: "品牌", key: "brand", render: (_, claim) => claim.brand.name },
    { title: "认领依据", dataIndex: "evidence", ellipsis: true },
    {
      title: "状态",
      key: "status",
      render: (_, claim) => <Tag color={CLAIM_COLOURS[claim.status]}>{claim.status_label}</Tag>,
    },
    { title: "审核意见", key: "review_note", render: (_, claim) => claim.review_note ?? "—" },
    { title: "提交时间", key: "created_at", render: (_, claim) => formatDateTime(claim.created_at) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title="旗下品牌">
        <List
          grid={{ gutter: 16, xs: 1, sm: 2, lg: 3, xl: 4 }}
          dataSource={membership.brands}
          locale={{ emptyText: "暂无品牌，可在下方申请认领" }}
          renderItem={(brand) => (
            <List.Item>
              <Card size="small">
                <Card.Meta
                  avatar={<Avatar src={brand.logo}>{brand.name.slice(0, 1)}</Avatar>}
                  title={brand.name}
                />
              </Card>
            </List.Item>
          )}
        />
      </Card>
      <Card title="认领记录">
        <WideTable<Claim>
          rowKey="id"
          columns={columns}
          dataSource={claims.data ?? []}
          loading={claims.isLoading}
          pagination={false}
        />
      </Card>
      <Card title="申请认领品牌">
        {isOwner(membership) ? (
          <ClaimForm onClaimed={claims.reload} />
        ) : (
          <Typography.Text type="secondary">只有企业管理员可以申请认领品牌。</Typography.Text>
        )}
      </Card>
    </Flex>
  );
}
