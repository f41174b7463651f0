// The seasonal campaigns (issue 17 part 4, decision 56): their pages and the homes' banner.
export { CampaignScreen } from './components/campaign-screen';
export { CampaignBanner } from './components/campaign-banner';
