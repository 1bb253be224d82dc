import { Checkbox } from '../../../components/Checkbox';

/**
 * The run forms' refresh (issue 30): enrich everyone again and pay for it, instead of reusing
 * the people enriched within the user's freshness window at no charge.
 */
export function RefreshCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label="Refresh: enrich everyone again (charged)"
      hint="Otherwise profiles enriched recently are reused at no charge."
      checked={checked}
      onChange={onChange}
    />
  );
}
