// 3·15 campaigns on the PC site (decision 096): the list's cards, a campaign's page, and
// nominating one's own completed complaint as a story.

export { CampaignCard } from "./campaign-card";
export { CampaignHeader } from "./campaign-header";
export { CampaignSections } from "./campaign-sections";
export { StoryNomination } from "./story-nomination";
