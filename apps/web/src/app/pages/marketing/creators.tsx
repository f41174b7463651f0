import { ProgramPage } from '#web/features/marketing';

export default function CreatorsPage() {
  return <ProgramPage kind="creator" />;
}
