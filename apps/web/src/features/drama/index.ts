export { DramaDetailScreen, playerPath } from './components/detail-screen';
export { DramaPlayerScreen } from './components/player-screen';
export { dramaKeys } from './api/drama';
