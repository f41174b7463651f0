import { useParams } from 'react-router';
import { ProductScreen } from '#web/features/catalog';

export default function MallProductPage() {
  const { id } = useParams();
  return <ProductScreen id={Number(id)} />;
}
