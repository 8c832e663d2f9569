import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readServerState } from './app/server-state';
import { installPressGuard } from './lib/press-guard';
import './index.css';

installPressGuard(window);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The home feed comes rendered by the server with the data it was rendered from (docs/decisions/017): React takes
// over that markup. Every other page starts empty and renders here.
const serverState = readServerState(document);
if (serverState && container.firstElementChild) {
  hydrateRoot(
    container,
    <StrictMode>
      <App serverState={serverState} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
