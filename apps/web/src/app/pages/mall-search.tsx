import { SearchScreen } from '../../features/catalog';

export default function MallSearchPage() {
  return <SearchScreen />;
}
