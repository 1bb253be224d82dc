import { isRouteErrorResponse, useRouteError } from 'react-router';

const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed/.test(error.message));

/**
 * The render-error view (spec §8 "Other": 'Unexpected Application Error!'), and a chunk-load
 * view when a new deployment replaced the scripts this page was loaded with.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <main className="mx-auto max-w-lg p-8 text-center">
        <h1 className="text-xl font-semibold">A newer version of Leadgen is available</h1>
        <p className="mt-2 text-slate-600">
          ChunkLoadError: part of the app could not be loaded. Reload to continue.
        </p>
        <button
          type="button"
          className="mt-4 rounded-lg bg-brand-600 px-4 py-2 text-white"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-semibold text-red-700">Unexpected Application Error!</h1>
      {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
      <a href="/" className="mt-4 inline-block text-brand-600 underline">
        Back to Leadgen
      </a>
    </main>
  );
}
