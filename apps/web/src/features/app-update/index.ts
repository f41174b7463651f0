export { AppUpdatePrompt } from './components/update-prompt';
export { useUpdateMenuEntry } from './hooks/use-update-check';
