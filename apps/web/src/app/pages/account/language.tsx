import { LanguageList } from '#web/features/settings';

export default function LanguagePage() {
  return <LanguageList />;
}
