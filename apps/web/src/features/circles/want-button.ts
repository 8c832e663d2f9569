// 'I want this' alone, for the home feed's cards and the item page: index.ts would bring the /matches page's code
// into the home route's JavaScript as well.
export { WantButton } from './components/want-button';
