import { LotteryScreen } from '#web/features/lottery';

/** `/lottery`: the points lottery (public; drawing asks to sign in). */
export default function LotteryPage() {
  return <LotteryScreen />;
}
