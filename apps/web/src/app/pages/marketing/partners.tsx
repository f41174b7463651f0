import { ProgramPage } from '#web/features/marketing';

export default function PartnersPage() {
  return <ProgramPage kind="partner" />;
}
