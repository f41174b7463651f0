export { DramaDetailScreen, playerPath } from './components/detail-screen';
export { DramaPlayerScreen } from './components/player-screen';
export { dramaKeys } from './api/drama';
export { DramaHomeScreen } from './components/home-screen';
export { DramaGridScreen } from './components/grid-screen';
export { MemberDramasScreen, WatchHistoryScreen } from './components/member-screens';
export { PosterCard, detailPath } from './components/poster-card';
export { dramaListKeys } from './api/lists';
export { AutoUnlockSetting } from './components/auto-unlock';
