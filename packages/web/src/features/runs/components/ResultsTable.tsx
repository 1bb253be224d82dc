import { messages } from '@leadgen/core/domain';
import { Avatar } from '../../../components/Avatar';
import { groupedCount } from '../../../lib/count-format';
import type { PreviewProfile } from '../api/run-types';
import { AnimatedNumber } from './AnimatedNumber';

/** A count, or 'N/A' when the profile has none (spec §2 results table). */
const count = (value: number | null | undefined) =>
  typeof value === 'number' ? value.toLocaleString('en-US') : 'N/A';

/**
 * The first profiles of a finished run (spec §2): 'Showing first 10 of N profiles. View all in
 * the dashboard.', 'N/A' for missing counts, 'No name', 'No bio available'; the total animates.
 */
export function ResultsTable({ profiles, total }: { profiles: PreviewProfile[]; total: number }) {
  if (total === 0) return <p className="text-sm text-slate-600">{messages.noProfilesFound}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        <span className="text-2xl font-semibold text-slate-900 tabular-nums">
          <AnimatedNumber value={total} />
        </span>{' '}
        profiles in this list
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">First profiles of the list</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Profile
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Followers
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Following
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Posts
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Bio
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {profiles.map((profile) => (
              <tr key={profile.id}>
                <td className="px-3 py-2">
                  <div className="flex items-center gap-2">
                    <Avatar url={profile.profile_pic_url} username={profile.username} />
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900">@{profile.username}</p>
                      <p className="truncate text-xs text-slate-500">{profile.full_name || 'No name'}</p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{count(profile.followers_count)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {count(profile.following_count ?? profile.follows_count)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{count(profile.posts_count)}</td>
                <td className="max-w-xs px-3 py-2 text-slate-600">
                  <p className="line-clamp-2">{profile.biography || 'No bio available'}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">
        {`Showing first ${groupedCount(Math.min(profiles.length, total))} of ${groupedCount(total)} profiles. View all in the dashboard.`}
      </p>
    </div>
  );
}
