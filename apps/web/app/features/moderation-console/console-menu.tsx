import {
  AccountBookOutlined,
  AlertOutlined,
  AuditOutlined,
  CalendarOutlined,
  CommentOutlined,
  CrownOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FlagOutlined,
  FundOutlined,
  GiftOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InteractionOutlined,
  LineChartOutlined,
  MessageOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  ReconciliationOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  StopOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
  UsergroupAddOutlined,
  WarningOutlined,
} from "@ant-design/icons";
import { holdsStaffRole, type StaffRole } from "@tousu/domain";
import type { ReactNode } from "react";

export interface ConsoleSection {
  path: string;
  label: string;
  role: StaffRole;
  icon: ReactNode;
}

// The sections in menu order; each shows only to the role that may use it (admins see all).
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: "/admin", label: "审核队列", role: "moderator", icon: <AuditOutlined /> },
  { path: "/admin/applications", label: "申请审核", role: "moderator", icon: <FileSearchOutlined /> },
  { path: "/admin/lawyers", label: "律师审核", role: "moderator", icon: <IdcardOutlined /> },
  { path: "/admin/mediations", label: "调解队列", role: "mediator", icon: <InteractionOutlined /> },
  { path: "/admin/mall", label: "积分兑换", role: "mediator", icon: <GiftOutlined /> },
  { path: "/admin/reports", label: "举报处理", role: "moderator", icon: <FlagOutlined /> },
  { path: "/admin/harmful-reports", label: "违法信息举报", role: "moderator", icon: <WarningOutlined /> },
  { path: "/admin/feedback", label: "意见反馈", role: "moderator", icon: <MessageOutlined /> },
  { path: "/admin/comments", label: "评论审核", role: "moderator", icon: <CommentOutlined /> },
  { path: "/admin/qa", label: "问答审核", role: "moderator", icon: <QuestionCircleOutlined /> },
  { path: "/admin/brands", label: "品牌与企业", role: "admin", icon: <ShopOutlined /> },
  { path: "/admin/brand-claims", label: "品牌认领", role: "moderator", icon: <SafetyCertificateOutlined /> },
  { path: "/admin/collectives", label: "集体投诉", role: "moderator", icon: <UsergroupAddOutlined /> },
  { path: "/admin/member-follow-ups", label: "专人督办", role: "moderator", icon: <PhoneOutlined /> },
  { path: "/admin/campaign-vote-flags", label: "异常投票", role: "moderator", icon: <AlertOutlined /> },
  { path: "/admin/articles", label: "文章管理", role: "editor", icon: <FileTextOutlined /> },
  { path: "/admin/article-taxonomy", label: "分类与标签", role: "editor", icon: <TagsOutlined /> },
  { path: "/admin/sensitive-words", label: "敏感词", role: "editor", icon: <StopOutlined /> },
  { path: "/admin/institute", label: "研究院报告", role: "editor", icon: <FundOutlined /> },
  { path: "/admin/campaigns", label: "维权活动", role: "editor", icon: <TrophyOutlined /> },
  { path: "/admin/life-goods", label: "生活好物", role: "editor", icon: <GiftOutlined /> },
  { path: "/admin/accounts", label: "用户管理", role: "admin", icon: <TeamOutlined /> },
  { path: "/admin/vip/orders", label: "会员订单", role: "finance", icon: <AccountBookOutlined /> },
  { path: "/admin/vip/plans", label: "会员套餐", role: "finance", icon: <CrownOutlined /> },
  { path: "/admin/work-calendar", label: "节假日日历", role: "admin", icon: <CalendarOutlined /> },
  { path: "/admin/staff-actions", label: "操作日志", role: "admin", icon: <HistoryOutlined /> },
  { path: "/admin/vip-reconciliation", label: "支付对账", role: "finance", icon: <ReconciliationOutlined /> },
  { path: "/admin/analytics", label: "访问统计", role: "analytics", icon: <LineChartOutlined /> },
];

/** The sections someone holding `roles` may use, in menu order. */
export function sectionsFor(roles: readonly StaffRole[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => holdsStaffRole(roles, section.role));
}

/** The section a path belongs to: the longest section path that prefixes it (/admin/complaints/1 → 审核队列). */
export function sectionOf(pathname: string): ConsoleSection | undefined {
  return CONSOLE_SECTIONS.filter(
    (section) => pathname === section.path || pathname.startsWith(`${section.path}/`),
  ).sort((a, b) => b.path.length - a.path.length)[0];
}
