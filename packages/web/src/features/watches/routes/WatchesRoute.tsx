import { useDocumentTitle } from '../../../lib/document-title';
import { WatchesScreen } from '../components/WatchesScreen';

/** /watches: the user's watchlists (issue 34). */
export default function WatchesRoute() {
  useDocumentTitle('Watches');
  return <WatchesScreen />;
}
