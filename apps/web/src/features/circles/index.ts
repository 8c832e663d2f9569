// Swap circles (docs/product/swap-circles.md): 'I want this' (also at ./want-button.ts, for the home route's code).
export { WantButton } from './components/want-button';
