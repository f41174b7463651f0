import { SearchScreen } from '#web/features/catalog';

export default function MallSearchPage() {
  return <SearchScreen />;
}
