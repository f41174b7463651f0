// The invitation program (decision 45): share card, team, rewards and rules, for both faces.
export { InviteScreen } from './components/invite-screen';
export { ShareScreen } from './components/share-screen';
export { TeamScreen } from './components/team-screen';
