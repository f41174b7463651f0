export { LanguageList } from './components/language-list';
export { SettingsList, type SettingsPaths } from './components/settings-list';
