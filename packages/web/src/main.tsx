import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { createRouter } from './app/router';
import './index.css';

/**
 * The start is cut into short tasks, so a phone's main thread is never held long: the session is
 * asked for as the scripts run, the router (which starts loading the page's code and data) is
 * made in a task of its own, and React renders the first page in a transition, in slices.
 */
const root = document.getElementById('root');
if (root) {
  const client = createQueryClient();
  setTimeout(() => {
    const router = createRouter(client);
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App client={client} router={router} />
        </StrictMode>,
      ),
    );
  });
}
