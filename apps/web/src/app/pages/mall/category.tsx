import { CategoryScreen } from '#web/features/catalog';

export default function MallCategoryPage() {
  return <CategoryScreen />;
}
