import { CampaignScreen } from '#web/features/campaign';

export default function ChristmasPage() {
  return <CampaignScreen campaignKey="christmas" />;
}
