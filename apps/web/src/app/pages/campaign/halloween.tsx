import { CampaignScreen } from '#web/features/campaign';

export default function HalloweenPage() {
  return <CampaignScreen campaignKey="halloween" />;
}
