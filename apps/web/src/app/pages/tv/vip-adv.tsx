import { AdvScreen } from '#web/features/adv';

/** `/vip/adv`: ad placements on dramas, and the advertiser's own ads. */
export default function VipAdvPage() {
  return <AdvScreen />;
}
