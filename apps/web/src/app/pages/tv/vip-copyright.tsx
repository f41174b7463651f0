import { CopyrightScreen } from '#web/features/invest';

/** `/vip/copyright`: dramas' revenue-share units, their rush and the viewer's units. */
export default function VipCopyrightPage() {
  return <CopyrightScreen />;
}
