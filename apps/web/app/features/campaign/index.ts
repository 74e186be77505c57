// 3·15 campaigns on the PC site (decision 096): the list's cards and a campaign's page.

export { CampaignCard } from "./campaign-card";
export { CampaignHeader } from "./campaign-header";
export { CampaignSections } from "./campaign-sections";
