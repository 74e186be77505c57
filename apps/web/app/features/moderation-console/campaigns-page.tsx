import { type AdminCampaignRow, createCampaign, listAdminCampaigns } from "@tousu/contracts";
import { campaignPeriodText } from "@tousu/page-kit/campaign-texts";
import { Button, Card, Tag } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { WideTable } from "../../shared/backoffice/wide-table";
import { CampaignDialog } from "./campaign-dialog";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

/** Every campaign, hidden ones included, newest first; a new one is made here and run from its page. */
export function CampaignsPage() {
  const campaigns = usePagedList("campaigns", (api, page, signal) =>
    api.call(listAdminCampaigns, { query: { page, page_size: CONSOLE_PAGE_SIZE }, signal }),
  );
  const send = useBackofficeAction();
  const navigate = useNavigate();
  const [isCreating, setIsCreating] = useState(false);
  return (
    <Card
      title="维权活动"
      extra={
        <Button type="primary" onClick={() => setIsCreating(true)}>
          新建活动
        </Button>
      }
    >
      <WideTable<AdminCampaignRow>
        rowKey="id"
        loading={campaigns.isLoading}
        dataSource={campaigns.rows}
        pagination={campaigns.pagination}
        columns={[
          {
            title: "活动",
            dataIndex: "title",
            render: (title: string, campaign) => <Link to={`/admin/campaigns/${campaign.id}`}>{title}</Link>,
          },
          { title: "地址", dataIndex: "slug", width: 150 },
          {
            title: "投票时间",
            key: "period",
            width: 330,
            render: (_, campaign) => campaignPeriodText(campaign),
          },
          {
            title: "状态",
            key: "state",
            width: 160,
            render: (_, campaign) => (
              <>
                <Tag color={campaign.state === "running" ? "processing" : undefined}>
                  {campaign.state_label}
                </Tag>
                {campaign.visible ? null : <Tag color="warning">未公开</Tag>}
              </>
            ),
          },
          { title: "选手", dataIndex: "player_count", width: 70 },
          {
            title: "待审核",
            dataIndex: "pending_count",
            width: 80,
            render: (count: number) => (count > 0 ? <Tag color="error">{count}</Tag> : 0),
          },
        ]}
      />
      {isCreating ? (
        <CampaignDialog
          campaign={null}
          onSave={(body) => send(createCampaign, { body })}
          onClose={(saved) => {
            setIsCreating(false);
            if (saved) navigate(`/admin/campaigns/${saved.id}`);
          }}
        />
      ) : null}
    </Card>
  );
}
