import { CategoryScreen } from '../../features/catalog';

export default function MallCategoryPage() {
  return <CategoryScreen />;
}
