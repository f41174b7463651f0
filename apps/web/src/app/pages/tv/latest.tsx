import { DramaGridScreen } from '#web/features/drama';

/** `/tv/latest`: the newest dramas, endless. */
export default function TvLatestPage() {
  return <DramaGridScreen sort="latest" />;
}
