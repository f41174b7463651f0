import { useSearchParams } from 'react-router';
import { DramaPlayerScreen } from '#web/features/drama';

/** `/tv/video?id=&ep=`: the full-screen episode player. */
export default function TvVideoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <DramaPlayerScreen key={id} id={id} />;
}
