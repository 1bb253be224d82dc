import { Outlet } from 'react-router';
import { useRouteTitle } from '../lib/document-title';

/** The root of every route: sets the document title the matched route declares. */
export function TitledOutlet() {
  useRouteTitle();
  return <Outlet />;
}
