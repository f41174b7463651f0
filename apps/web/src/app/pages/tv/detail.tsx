import { useSearchParams } from 'react-router';
import { DramaDetailScreen } from '#web/features/drama';

/** `/tv/detail?id=`: one drama, its episodes and unlock offers. */
export default function TvDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <DramaDetailScreen key={id} id={id} />;
}
