import { CompareBar } from '../../components/ui/compare-bar';
import { useCompare } from './compare-context';

/** The comparison's floating bar over the page, from the page's list (inside CompareProvider). */
export function ChosenForCompareBar() {
  const { items, notice, remove, clear, dismiss } = useCompare();
  return <CompareBar items={items} notice={notice} onRemove={remove} onClear={clear} onDismiss={dismiss} />;
}
