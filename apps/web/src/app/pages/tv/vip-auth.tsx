import { RealNameScreen } from '#web/features/kyc';

export default function VipAuthPage() {
  return <RealNameScreen />;
}
