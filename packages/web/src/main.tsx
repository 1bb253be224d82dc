import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { createRouter } from './app/router';
import './index.css';

/**
 * The start is cut into short tasks, so a phone's main thread is never held long: the scripts
 * only run their modules' top level; then, each in a task of its own, the query client asks
 * for the session (the page's start script has already sent that request), the router starts
 * loading the page's code and data, and React starts rendering the first page, in a transition,
 * in slices.
 */
const root = document.getElementById('root');
if (root) {
  setTimeout(() => {
    const client = createQueryClient();
    setTimeout(() => {
      const router = createRouter(client);
      setTimeout(() =>
        startTransition(() =>
          createRoot(root).render(
            <StrictMode>
              <App client={client} router={router} />
            </StrictMode>,
          ),
        ),
      );
    });
  });
}
