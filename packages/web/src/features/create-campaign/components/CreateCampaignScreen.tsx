import { aiContext, messages } from '@leadgen/core/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { InsightChart } from '../../../components/InsightChart';
import { SelectionBar } from '../../../components/SelectionBar';
import type { ListJson, SelectorRow } from '../../../lib/api-types';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpenInstagram } from '../../../lib/use-open-instagram';
import { useAiTemplate } from '../api/use-ai-template';
import { useCreateCampaign } from '../api/use-create-campaign';
import { usePersonalizeSelected } from '../api/use-personalize-selected';
import { fetchMatching, useSelectorProfiles } from '../api/use-selector-profiles';
import { type CampaignForm, campaignFilter, emptyCampaignForm, selectorQuery } from '../campaign-form';
import { useCreateToast } from '../create-toast';
import { messagesToSave, useSelection } from '../use-selection';
import { CreateCampaignModal } from './CreateCampaignModal';
import { FilterPanel } from './FilterPanel';
import { FirstListEmptyState } from './FirstListEmptyState';
import { ProfileList } from './ProfileList';
import { TemplateSection } from './TemplateSection';

/** Typing in the filter panel asks the server once it pauses this long. */
const TYPING_DEBOUNCE_MS = 300;

/**
 * The create campaign screen's body (spec §2): filters, the matching profiles and their shape,
 * the template and AI actions, the selection bar and the name-and-description modal.
 */
export function CreateCampaignScreen({
  lists,
  initialList,
}: {
  lists: readonly ListJson[];
  initialList: string | null;
}) {
  const { ok, fail } = useCreateToast();
  const [form, setForm] = useState<CampaignForm>(() =>
    emptyCampaignForm(lists.some((list) => list.id === initialList) && initialList ? [initialList] : []),
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [template, setTemplate] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  const selection = useSelection();

  const typed = useDebouncedValue(
    { searchQuery: form.searchQuery, minFollowers: form.minFollowers, maxFollowers: form.maxFollowers },
    TYPING_DEBOUNCE_MS,
  );
  const query = useMemo(() => selectorQuery({ ...form, ...typed }), [form, typed]);
  const profiles = useSelectorProfiles(query, true);
  const pages = profiles.data?.pages ?? [];
  const rows = useMemo(() => pages.flatMap((page) => page.profiles), [pages]);
  const first = pages[0];

  // Every row seen, so the selection (which outlives filter changes) keeps its usernames.
  const known = useRef(new Map<string, SelectorRow>());
  for (const row of rows) known.current.set(row.id, row);
  const selectedRows = [...selection.selected]
    .map((id) => known.current.get(id))
    .filter((row): row is SelectorRow => row !== undefined);
  // Select all matching reaches rows never loaded: their usernames come with their ids.
  const usernames = useRef(new Map<string, string>());

  const targeted =
    form.selectedLists.length > 0 ? lists.filter((l) => form.selectedLists.includes(l.id)) : lists;
  const context = aiContext({ lists: targeted });
  const aiTemplate = useAiTemplate(setTemplate);
  const personalizer = usePersonalizeSelected({ onMessages: selection.setMany });
  const create = useCreateCampaign();

  const selectAll = async () => {
    setSelectingAll(true);
    try {
      const matching = await fetchMatching(query);
      for (const { id, username } of matching) usernames.current.set(id, username);
      selection.add(matching.map((profile) => profile.id));
    } catch (error) {
      fail(error instanceof Error ? error.message : messages.failedToLoadProfiles);
    } finally {
      setSelectingAll(false);
    }
  };
  const instagram = useOpenInstagram({ ok, fail });
  const openInstagram = () =>
    instagram.open(
      [...selection.selected].flatMap(
        (id) => known.current.get(id)?.username ?? usernames.current.get(id) ?? [],
      ),
    );
  const loadMore = useCallback(() => {
    if (profiles.hasNextPage && !profiles.isFetchingNextPage) void profiles.fetchNextPage();
  }, [profiles]);

  // completed lists without a profile left (all deleted in lead review) have nothing to offer
  if (first?.candidates === 0 && form.selectedLists.length === 0) return <FirstListEmptyState />;
  return (
    <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <div className="lg:hidden">
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls="create-campaign-filters"
          onClick={() => setFiltersOpen((was) => !was)}
          className="w-full"
        >
          {filtersOpen ? 'Hide filters' : 'Filters'}
        </Button>
      </div>
      <aside
        id="create-campaign-filters"
        className={`${filtersOpen ? 'block' : 'hidden'} rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4 lg:block lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto`}
      >
        <FilterPanel form={form} onChange={setForm} lists={lists} />
      </aside>

      <div className="flex min-w-0 flex-col gap-5 pb-28">
        <section aria-label="Counts">
          <dl className="grid grid-cols-3 gap-3">
            <Count label="Matching" value={first?.matching ?? 0} />
            <Count label="Candidates" value={first?.candidates ?? 0} />
            <Count label="Selected" value={selection.selected.size} />
          </dl>
        </section>
        {first ? <InsightChart insight={first.insight} title="Matching profiles" /> : null}
        <TemplateSection
          template={template}
          onTemplate={setTemplate}
          preview={selectedRows[0] ?? null}
          selectedCount={selection.selected.size}
          generating={aiTemplate.isPending}
          onGenerate={() => aiTemplate.mutate(context)}
          onPersonalize={() => void personalizer.personalize([...selection.selected], template, context)}
          progress={personalizer.progress}
          onCancel={personalizer.cancel}
        />
        <section aria-label="Profiles" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">
              Profiles{' '}
              <span className="font-normal text-slate-500">
                {(first?.matching ?? 0).toLocaleString('en-US')} matching
                {profiles.isFetching && !profiles.isFetchingNextPage ? ' · updating…' : ''}
              </span>
            </h2>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={selectingAll || (first?.matching ?? 0) === 0}
                onClick={() => void selectAll()}
              >
                Select all matching
              </Button>
              <Button
                variant="ghost"
                className="px-3 py-1.5"
                disabled={selection.selected.size === 0}
                onClick={selection.clear}
              >
                Deselect all
              </Button>
            </div>
          </div>
          <ProfileList
            rows={rows}
            matching={first?.matching ?? 0}
            selected={selection.selected}
            rowMessages={selection.messages}
            template={template}
            loading={profiles.isPending}
            failed={profiles.isError ? profiles.error.message || messages.failedToLoadProfiles : null}
            hasMore={profiles.hasNextPage}
            loadingMore={profiles.isFetchingNextPage}
            onLoadMore={loadMore}
            onToggle={selection.toggle}
            onMessage={selection.setMessage}
          />
        </section>
      </div>

      <SelectionBar count={selection.selected.size} onClear={selection.clear}>
        <Button variant="secondary" className="px-3 py-1.5" onClick={openInstagram}>
          Open IG
        </Button>
        <Button className="px-3 py-1.5" onClick={() => setModalOpen(true)}>
          Create Campaign
        </Button>
      </SelectionBar>

      {modalOpen ? (
        <CreateCampaignModal
          count={selection.selected.size}
          busy={create.isPending}
          onClose={() => setModalOpen(false)}
          onCreate={({ name, description }) =>
            create.mutate({
              name,
              description,
              messageTemplate: template,
              filters: campaignFilter(form),
              profileIds: [...selection.selected],
              messages: messagesToSave(selection.selected, selection.messages),
            })
          }
        />
      ) : null}
      {instagram.dialog}
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-slate-900">{value.toLocaleString('en-US')}</dd>
    </div>
  );
}
