import { PageHeader } from '../../../components/PageHeader';
import { Video } from '../../../components/Video';
import { usePublicConfig } from '../../../lib/use-public-config';
import { TUTORIAL_VIDEOS } from '../tutorial-videos';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/settings', label: 'Settings' },
];

/** /tutorials (spec §2 Tutorials): three embedded videos. */
export default function TutorialsRoute() {
  const config = usePublicConfig();
  const urls = config.data?.tutorial_video_urls ?? [];
  return (
    <div className="min-h-screen bg-slate-50">
      <PageHeader links={LINKS} />
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">Tutorials</h1>
        <p className="mt-1 text-slate-600">Short videos to get the most out of Leadgen.</p>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {TUTORIAL_VIDEOS.map((video, index) => (
            <section
              key={video.title}
              aria-labelledby={`tutorial-${index}`}
              className={`flex flex-col gap-3 ${index === 0 ? 'md:col-span-2' : ''}`}
            >
              <h2 id={`tutorial-${index}`} className="text-lg font-semibold">
                {video.title}
              </h2>
              <p className="text-sm text-slate-600">{video.summary}</p>
              <Video url={urls[index]} title={video.title} />
            </section>
          ))}
        </div>
      </main>
    </div>
  );
}
