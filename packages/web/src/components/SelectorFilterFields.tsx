import type { ReactNode } from 'react';
import type { SelectorForm } from '../lib/selector-form';
import { Checkbox } from './Checkbox';
import { Field } from './Field';
import { FieldGroup } from './FieldGroup';
import { TagInput } from './TagInput';

const keywordTag = (raw: string) => raw.trim().toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

const BOUNDS = [
  { key: 'minFollowers', label: 'Min followers', placeholder: '0' },
  { key: 'maxFollowers', label: 'Max followers', placeholder: 'Any' },
] as const;
const FLAGS = [
  { key: 'hasProfilePicture', label: 'Has Profile Picture' },
  { key: 'hasBusinessAccount', label: 'Business Account' },
  { key: 'isVerified', label: 'Verified' },
] as const;
const KEYWORDS = [
  {
    key: 'includeKeywords',
    label: 'Include keywords',
    hint: 'At least one in bio, name or username',
    placeholder: 'e.g. coach, founder',
  },
  {
    key: 'excludeKeywords',
    label: 'Exclude keywords',
    hint: 'None of these may appear',
    placeholder: 'e.g. agency',
  },
] as const;

/**
 * The profile filter fields the create and edit screens share (spec §2 "Edit campaign screen",
 * §3 filter object, §5 "Filters: Create and edit screens"): search, min and max followers, the
 * flags Has Profile Picture, Business Account and Verified (true or no filter), and include and
 * exclude keywords as tags. Rendered as siblings, so they take the surrounding form's spacing.
 * `layout` 'column' stacks them for a narrow panel (followers and flags in titled groups, flags
 * before keywords); 'wide' pairs the bounds and the keywords in rows and lines the flags up.
 * `afterSearch` goes between the search and the rest (the create screen's lists).
 * `onChange` gets the whole value back, so a screen's own fields pass through untouched.
 */
export function SelectorFilterFields<F extends SelectorForm>({
  value,
  onChange,
  layout,
  afterSearch,
}: {
  value: F;
  onChange: (value: F) => void;
  layout: 'column' | 'wide';
  afterSearch?: ReactNode;
}) {
  const set = <K extends keyof SelectorForm>(key: K, next: SelectorForm[K]) =>
    onChange({ ...value, [key]: next });
  const bounds = (
    <div className={layout === 'column' ? 'grid grid-cols-2 gap-2' : 'grid grid-cols-2 gap-3'}>
      {BOUNDS.map(({ key, label, placeholder }) => (
        <Field
          key={key}
          label={label}
          inputMode="numeric"
          placeholder={placeholder}
          value={value[key]}
          onChange={(event) => set(key, digits(event.target.value))}
        />
      ))}
    </div>
  );
  const flags = FLAGS.map(({ key, label }) => (
    <Checkbox key={key} label={label} checked={value[key]} onChange={(checked) => set(key, checked)} />
  ));
  const keywords = KEYWORDS.map(({ key, label, hint, placeholder }) => (
    <TagInput
      key={key}
      label={label}
      hint={hint}
      placeholder={placeholder}
      tags={value[key]}
      normalize={keywordTag}
      onChange={(tags) => set(key, tags)}
    />
  ));
  return (
    <>
      <Field
        label="Search"
        type="search"
        placeholder="Username, name or bio"
        value={value.searchQuery}
        onChange={(event) => set('searchQuery', event.target.value)}
      />
      {afterSearch}
      {layout === 'column' ? (
        <>
          <FieldGroup title="Followers">{bounds}</FieldGroup>
          <FieldGroup title="Profile">{flags}</FieldGroup>
          {keywords}
        </>
      ) : (
        <>
          {bounds}
          <div className="grid gap-3 sm:grid-cols-2">{keywords}</div>
          <div className="flex flex-wrap gap-x-5 gap-y-2">{flags}</div>
        </>
      )}
    </>
  );
}
