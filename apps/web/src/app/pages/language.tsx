import { LanguageList } from '../../features/settings';

export default function LanguagePage() {
  return <LanguageList />;
}
