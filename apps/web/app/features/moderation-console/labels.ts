import type { ArticleState } from "@tousu/domain";

// Chinese names for the codes the console shows: timeline steps and staff-log entries.

export const TIMELINE_ACTION_LABELS: Record<string, string> = {
  created: "提交投诉",
  approved: "审核通过",
  rejected: "审核驳回",
  info_requested: "平台要求补充",
  info_supplied: "用户补充材料",
  resubmitted: "修改后重新提交",
  withdrawn: "用户撤诉",
  dispatched: "派发商家",
  accepted: "商家受理",
  replied: "商家回复",
  company_info_requested: "商家要求补充",
  appealed: "用户申诉",
  company_apply_archive: "商家申请归档",
  company_apply_end: "商家申请结案",
  application_approved: "申请通过",
  application_refused: "申请驳回",
  completed: "用户确认完成",
  auto_completed: "超时自动完成",
  rated: "用户评价",
  overdue: "商家超时未响应",
  closed: "投诉关闭",
  hidden: "平台隐藏",
  restored: "平台恢复",
  joined_collective: "加入集体投诉",
  evidence_added: "追加证据",
  mediation_agreed: "达成调解协议",
  mediation_failed: "调解未成功",
};

export const ACTOR_TYPE_LABELS: Record<string, string> = {
  user: "用户",
  company: "商家",
  platform: "平台",
  system: "系统",
};

// The lifecycle module logs its transitions as complaint.<action>; the console's own actions are below.
export const STAFF_ACTION_LABELS: Record<string, string> = {
  "complaint.approve": "审核通过",
  "complaint.reject": "审核驳回",
  "complaint.request_info": "要求补充",
  "complaint.close": "关闭投诉",
  "complaint.hide": "隐藏投诉",
  "complaint.restore": "恢复投诉",
  "application.approve": "通过商家申请",
  "application.refuse": "驳回商家申请",
  "report.hide": "举报成立（隐藏）",
  "report.dismiss": "驳回举报",
  "comment.approve": "评论审核通过",
  "comment.hide": "隐藏评论",
  "comment.restore": "恢复评论",
  "brand.update": "修改品牌",
  "enterprise.create": "新建企业",
  "enterprise.update": "修改企业",
  "enterprise.verify": "认证企业",
  "brand_claim.approve": "通过品牌认领",
  "brand_claim.refuse": "拒绝品牌认领",
  "article.create": "新建文章",
  "article.edit": "编辑文章",
  "article.publish": "发布文章",
  "article.schedule": "定时发布文章",
  "article.withdraw": "撤回文章",
  "article_category.create": "新建文章分类",
  "article_category.rename": "重命名文章分类",
  "article_category.reorder": "调整文章分类顺序",
  "article_category.delete": "删除文章分类",
  "article_tag.create": "新建文章标签",
  "article_tag.rename": "重命名文章标签",
  "article_tag.merge": "合并文章标签",
  "article_tag.delete": "删除文章标签",
  "sensitive_word.add": "添加敏感词",
  "sensitive_word.delete": "删除敏感词",
  "user.ban": "封禁用户",
  "user.unban": "解除封禁",
  "institute_report.generate": "生成研究报告",
  "institute_report.commentary": "修改报告解读",
  "institute_report.regenerate": "重新计算报告",
  "institute_report.publish": "发布研究报告",
  "institute_report.withdraw": "撤回研究报告",
  "vip_plan.add": "新增会员套餐",
  "vip_plan.edit": "修改会员套餐",
  "vip_plan.off_sale": "下架会员套餐",
  "vip_order.refund": "会员订单退款",
  "feedback.handle": "标记反馈已处理",
  "work_calendar.set": "更正节假日日历",
  "work_calendar.revert": "撤销节假日日历更正",
};

export const staffActionLabel = (action: string) => STAFF_ACTION_LABELS[action] ?? action;

export const SENSITIVE_WORD_LEVEL_LABELS = { block: "直接拦截", review: "人工审核" } as const;

/** The tag colour of each article state in the article lists and the editor. */
export const ARTICLE_STATE_COLORS = {
  draft: "default",
  scheduled: "processing",
  published: "success",
  withdrawn: "warning",
} as const satisfies Record<ArticleState, string>;
