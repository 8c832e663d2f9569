// Swap circles (docs/product/swap-circles.md): 'I want this' (also at ./want-button.ts, for the home route's code),
// and the member's circles and wants that /matches shows.
export { WantButton } from './components/want-button';
export { MyWants } from './components/my-wants';
export { SwapCircles } from './components/swap-circles';
