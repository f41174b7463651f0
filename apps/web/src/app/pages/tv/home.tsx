import { DramaHomeScreen } from '#web/features/drama';

/** `/tv/index` (and `/` when ENTRY=tv): the drama app's home tab. */
export default function TvIndexPage() {
  return <DramaHomeScreen />;
}
