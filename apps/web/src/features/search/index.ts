export { SearchLauncher } from './components/search-launcher';
