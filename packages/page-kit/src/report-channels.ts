// Where illegal and harmful content can be reported: the platform's own channels (invented contact
// details, like the rest of the demo) and the national ones the law has a platform point to.

/** How fast the platform answers; the page promises it, the moderators' queue is worked to it. */
export const RESPONSE_PROMISE =
  "24 小时内受理，一般在 3 个工作日内处理完毕；留下联系方式的，我们会告知处理结果。";

export const PLATFORM_CHANNELS = [
  { name: "在线举报", value: "本页下方表单", note: "7×24 小时受理" },
  { name: "举报电话", value: "400-012-3377", note: "工作日 9:00–18:00" },
  { name: "举报邮箱", value: "jubao@suda.example", note: "请附上内容网址与截图" },
] as const;

export const NATIONAL_CHANNELS = [
  {
    name: "中央网信办（国家互联网信息办公室）违法和不良信息举报中心",
    phone: "12377",
    site: "https://www.12377.cn/",
    siteLabel: "www.12377.cn",
    scope: "网络上的违法和不良信息，可直接向国家网信部门举报。",
  },
  {
    name: "全国12315平台（国家市场监督管理总局）",
    phone: "12315",
    site: "https://www.12315.cn/",
    siteLabel: "www.12315.cn",
    scope: "消费者权益争议、商家违法经营，可向市场监管部门投诉举报。",
  },
] as const;

export const HANDLING_STEPS = [
  { title: "提交举报", text: "写明类别、内容所在网址和具体问题，可附联系方式。" },
  { title: "受理核实", text: "审核人员逐条核实，涉及本站内容的会先行隐藏。" },
  { title: "依法处置", text: "删除违法内容、处理发布账号；涉嫌犯罪的，移交有关部门。" },
  { title: "反馈结果", text: "留下联系方式的，我们会告知处理结果。" },
] as const;
