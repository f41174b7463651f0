import { useParams } from 'react-router';
import { StoreScreen } from '#web/features/catalog';

export default function MallStorePage() {
  const { id } = useParams();
  return <StoreScreen id={Number(id)} />;
}
