import type { Server } from 'node:http';

/** How often a closing server looks for connections that went idle (a response just ended). */
const IDLE_SWEEP_MS = 50;

/**
 * Closes an HTTP server as a service stops: it accepts no new connection, closes idle keep-alive
 * sockets (and each one that goes idle as its response ends), lets requests in flight finish,
 * and when `cut` aborts, cuts whatever is still connected (`closeAllConnections`). Resolves
 * once every connection is gone. `server.close()` alone waits for every open connection, an
 * event stream included, however long it stays open.
 */
export function closeServer(server: Server, cut: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cutAll = () => server.closeAllConnections();
    cut.addEventListener('abort', cutAll, { once: true });
    server.close(() => {
      clearInterval(sweep);
      cut.removeEventListener('abort', cutAll);
      resolve();
    });
    if (cut.aborted) cutAll();
  });
}
