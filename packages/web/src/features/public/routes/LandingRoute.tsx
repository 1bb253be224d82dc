import { Link } from 'react-router';
import { Video } from '../../../components/Video';
import { usePublicConfig } from '../../../lib/use-public-config';
import { PublicHeader } from '../PublicHeader';

/** /landing (spec §2): header links to pricing and login, an embedded video, Try Now -> /signup. */
export function LandingRoute() {
  const config = usePublicConfig();
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <PublicHeader />
      <main className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-20">
        <section>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Find the right Instagram profiles. Reach them in minutes.
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            Name the accounts your customers follow. Leadgen collects their followers, enriches every profile
            and helps you write messages that sound like you.
          </p>
          <Link
            to="/signup"
            className="mt-8 inline-flex rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Try Now
          </Link>
        </section>
        <Video url={config.data?.landing_video_url} title="See Leadgen in action" />
      </main>
    </div>
  );
}
