import { DramaGridScreen } from '#web/features/drama';

/** `/tv/hot`: the hottest dramas, endless. */
export default function TvHotPage() {
  return <DramaGridScreen sort="hot" />;
}
